import Foundation
import Plumb
import Testing

/// SwiftData as a preview uses it (Evaluate/SwiftData.swift): an in-memory container filled by
/// the preview's code, `.modelContainer(...)` giving it to the views inside, `@Query` reading
/// its models (filtered by `#Predicate`, sorted by key paths and `SortDescriptor`s).
struct SwiftDataTests {
    static let models = """
        @Model
        final class Item {
            var title: String
            var rank: Int
            init(title: String, rank: Int) { self.title = title; self.rank = rank }
        }
        struct ItemList: View {
            @Query(sort: \\Item.rank, order: .reverse) private var items: [Item]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(items) { item in Text(item.title).id("row") }
                    if items.isEmpty { Text("Empty").id("empty") }
                }
            }
        }
        struct Filtered: View {
            @Query private var found: [Item]
            init(minimum: Int) {
                _found = Query(filter: #Predicate<Item> { $0.rank >= minimum }, sort: [SortDescriptor(\\Item.title)])
            }
            var body: some View { VStack(spacing: 0) { ForEach(found) { item in Text(item.title).id("found") } } }
        }

        """

    @Test(
        "a preview's container, filled by its code: @Query sorts by rank in reverse; a #Predicate filters, a SortDescriptor sorts by title"
    )
    func filledContainer() throws {
        let (r, p) = try layOut(
            SwiftDataTests.models + """
                #Preview {
                    let container = try! ModelContainer(for: Item.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                    container.mainContext.insert(Item(title: "b", rank: 1))
                    container.mainContext.insert(Item(title: "ccc", rank: 3))
                    container.mainContext.insert(Item(title: "aa", rank: 2))
                    return VStack(spacing: 0) { ItemList(); Filtered(minimum: 2) }
                        .modelContainer(container)
                }
                """, 200, 200)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        // ccc, aa, b: 3, 2 and 1 Ahem glyphs of 17 pt.
        #expect(r.all("row").map(\.frame.width) == [51, 34, 17])
        // Rank 2 or more, by title: aa, ccc.
        #expect(r.all("found").map(\.frame.width) == [34, 51])
    }

    @Test(
        "an empty container (.modelContainer(for:inMemory:)) shows the empty state; fetch and fetchCount read the store"
    )
    func emptyContainerAndFetch() throws {
        let (r, p) = try layOut(
            SwiftDataTests.models + """
                struct Counted: View {
                    let count: Int
                    var body: some View { Color.red.frame(width: CGFloat(count) * 10, height: 10).id("count") }
                }
                #Preview {
                    let container = try! ModelContainer(for: Item.self)
                    let context = container.mainContext
                    context.insert(Item(title: "x", rank: 5))
                    context.insert(Item(title: "y", rank: 6))
                    var first = FetchDescriptor<Item>(sortBy: [SortDescriptor(\\.rank, order: .reverse)])
                    first.fetchLimit = 1
                    let top = try! context.fetch(first)
                    let high = try! context.fetch(FetchDescriptor<Item>(predicate: #Predicate { $0.rank > 5 }))
                    return VStack(spacing: 0) {
                        ItemList().modelContainer(for: Item.self, inMemory: true)
                        Counted(count: high.count + (try! context.fetchCount(FetchDescriptor<Item>())))
                        Text(top.map(\\.title).joined()).id("top")
                    }
                }
                """, 200, 200)
        #expect(p.warnings.isEmpty, "\(p.warnings)")
        #expect(r.all("row").isEmpty)
        #expect(frame(r, "empty")?.width == 85)
        // 1 model above rank 5, 2 in all: 30 wide.
        #expect(frame(r, "count")?.width == 30)
        // The highest rank alone (fetchLimit 1): "y".
        #expect(frame(r, "top")?.width == 17)
    }

    @Test("with no container above it, a @Query keeps Plumb's typical data (three stub rows), as before")
    func noContainer() throws {
        let (r, _) = try layOut(SwiftDataTests.models + "#Preview { ItemList() }", 200, 200)
        #expect(r.all("row").count == 3)
    }
}
