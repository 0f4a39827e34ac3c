import Foundation
import Plumb
import Testing

/// `onAppear` and `task` run once as the view appears, as Xcode's live canvas runs them
/// (Evaluate/AppearActions.swift): the picture is the frame after them. Ahem text, 10 pt:
/// every character 10×10.
struct AppearActionsTests {
    @Test(
        "onAppear's state change is drawn: a label set, withAnimation's change made, a statement Plumb cannot run skipped"
    )
    func onAppearChangesState() throws {
        let (r, p) = try layOut(
            """
            struct Balance: View {
                @State private var text = "-"
                @State private var shown = false
                var body: some View {
                    VStack(spacing: 0) {
                        Text(text).id("t")
                        if shown { Color.red.frame(width: 30, height: 10).id("c") }
                    }
                    .font(.system(size: 10))
                    .onAppear {
                        Analytics.track("balance")
                        text = "42 sats"
                        withAnimation(.easeIn) { shown = true }
                    }
                }
            }
            """)
        // "42 sats": 7 characters; the stack is 20 pt tall, centred in 200×100.
        #expect(r["t"]?.frame == CGRect(x: 65, y: 40, width: 70, height: 10))
        #expect(r["c"]?.frame == CGRect(x: 85, y: 50, width: 30, height: 10))
        // The stub the action made is not in the picture: no warning for it.
        #expect(p.warnings.isEmpty)
    }

    @Test(
        "a statement that touches a stub is undone, all it stored with it: the preview's data stays; the next statement runs"
    )
    func taskKeepsKnownValuesOnly() throws {
        let (r, _) = try layOut(
            """
            final class Model: ObservableObject {
                @Published var items: [String] = ["mock"]
                @Published var title = "Title"
                @Published var ready = false
                func load() async {
                    title = "Loading"
                    items = await API.shared.fetchItems()
                }
            }
            struct Screen: View {
                @StateObject var model = Model()
                var body: some View {
                    VStack(spacing: 0) {
                        Text(model.title).id("title")
                        ForEach(model.items, id: \\.self) { Text($0).id("row") }
                        Color.red.frame(width: model.ready ? 30 : 10, height: 10).id("ready")
                    }
                    .font(.system(size: 10))
                    .task {
                        await model.load()
                        model.ready = true
                    }
                }
            }
            """)
        // "Title" (5 characters) over one row, "mock": `load()` touched a stub, so its
        // "Loading" was undone with it; `ready = true` ran (30 pt wide).
        #expect(r["title"]?.frame == CGRect(x: 75, y: 35, width: 50, height: 10))
        #expect(r.all("row").map(\.frame) == [CGRect(x: 80, y: 45, width: 40, height: 10)])
        #expect(r["ready"]?.frame == CGRect(x: 85, y: 55, width: 30, height: 10))
    }

    @Test("onAppear calling a method that computes from known data; Task and DispatchQueue.main.async inside it run")
    func methodsTasksAndQueues() throws {
        let (r, _) = try layOut(
            """
            struct Card: View {
                let amounts: [Int] = [3, 4, 5]
                @State private var total = 0
                @State private var width: CGFloat = 10
                @State private var height: CGFloat = 10
                var body: some View {
                    Color.blue.frame(width: width + CGFloat(total), height: height).id("c")
                        .onAppear {
                            calculate()
                            Task { width = 50 }
                            DispatchQueue.main.async { height = 20 }
                        }
                }
                func calculate() { total = amounts.reduce(0, +) }
            }
            """)
        #expect(r["c"]?.frame == CGRect(x: 69, y: 40, width: 62, height: 20))
    }

    @Test("onChange(of:initial: true) runs as the view appears; without initial it waits for a change")
    func onChangeInitial() throws {
        let (r, _) = try layOut(
            """
            struct V: View {
                @State private var a: CGFloat = 10
                @State private var b: CGFloat = 10
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: a, height: 10).id("a")
                        Color.red.frame(width: b, height: 10).id("b")
                    }
                    .onChange(of: a, initial: true) { a = 40 }
                    .onChange(of: a) { b = 40 }
                }
            }
            """)
        #expect(r["a"]?.frame.width == 40)
        #expect(r["b"]?.frame.width == 10)
    }

    @Test(
        "a loop that runs for ever in an action stops and is undone; a Swift throw in a Task ends it, keeping what ran before"
    )
    func boundedActions() throws {
        let (r, p) = try layOut(
            """
            struct Failure: Error {}
            struct V: View {
                @State private var n: CGFloat = 0
                @State private var m: CGFloat = 10
                var body: some View {
                    HStack(spacing: 0) {
                        Color.red.frame(width: n, height: 10).id("n")
                        Color.red.frame(width: m, height: 10).id("m")
                    }
                    .task {
                        while true { n += 1 }
                    }
                    .onAppear {
                        Task {
                            m = 20
                            throw Failure()
                            m = 90
                        }
                    }
                }
            }
            """)
        // The loop stops after 1,000 iterations (AppearActions.maximumIterations), a failure:
        // what it stored is undone. m stays 20.
        #expect(r["n"]?.frame.width == 0)
        #expect(r["m"]?.frame.width == 20)
        #expect(p.layoutErrors.isEmpty)
    }

    @Test("an action an extension of View adds is not the view's own: it does not run")
    func extensionActionsDoNotRun() throws {
        let (r, _) = try layOut(
            """
            final class Counter { static var n: CGFloat = 10 }
            extension View {
                func tracked() -> some View { onAppear { Counter.n = 80 } }
            }
            struct V: View {
                var body: some View { Color.red.frame(width: Counter.n, height: 10).id("c").tracked() }
            }
            """)
        #expect(r["c"]?.frame.width == 10)
    }

    @Test("a guard over a stub (an environment object no ancestor gives) ends the action: nothing after it runs")
    func guardOverStubEndsTheAction() throws {
        let (r, _) = try layOut(
            """
            struct Account { var nickname: String }
            @Observable final class Manager { var account: Account? }
            struct V: View {
                @Environment(Manager.self) private var manager
                @State private var name = "none"
                var body: some View {
                    Text(name).font(.system(size: 10)).id("t")
                        .task {
                            guard let account = manager.account else { return }
                            name = account.nickname
                        }
                }
            }
            """)
        #expect(r["t"]?.frame == CGRect(x: 80, y: 45, width: 40, height: 10))
    }
}

/// An action that waits before it animates (TempBox's onboarding: `await delayedAnimation(0.35)
/// { animateIcon = true }`): the wait is over at once, so its change is in the picture.
struct AppearActionWaitTests {
    @Test("Task.sleep in a task's helper does not undo what the helper then sets: the text is shown, 85 × 17")
    func sleepThenSet() throws {
        let code = """
            import SwiftUI
            struct B: View {
                @State private var shown = false
                var body: some View {
                    VStack { if shown { Text("Hello").id("hello") } }
                        .task { await delayedAnimation(0.35) { shown = true } }
                }
                private func delayedAnimation(_ delay: Double, action: @escaping () -> ()) async {
                    try? await Task.sleep(for: .seconds(delay))
                    withAnimation(.smooth) { action() }
                }
            }
            """
        let (result, program) = try layOut(code, 390, 844)
        #expect(program.warnings.isEmpty, "\(program.warnings)")
        #expect(frame(result, "hello")?.size == CGSize(width: 85, height: 17))
    }
}
