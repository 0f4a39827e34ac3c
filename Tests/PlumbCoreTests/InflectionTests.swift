import Foundation
@testable import PlumbCore
import Testing

/// Automatic grammar agreement in a Text's key, `^[\(n) vote](inflect: true)`
/// (`Text/Inflection.swift`): English's regular plural and its common irregular nouns.
struct InflectionTests {
    func shown(_ key: LocalizedStringKey) -> String {
        Text(key).spans.map(\.string).joined()
    }

    @Test("the noun after the bracket's number agrees with it; the text around is kept")
    func agreement() {
        #expect(shown("^[\(501) vote](inflect: true)") == "501 votes")
        #expect(shown("Cast ^[\(1) votes](inflect: true) today") == "Cast 1 vote today")
        #expect(shown("^[\(3) person](inflect: true)") == "3 people")
        #expect(shown("^[\(1) people](inflect: true)") == "1 person")
        #expect(shown("^[\(2) category](inflect: true)") == "2 categories")
        #expect(shown("^[\(2) box](inflect: true)") == "2 boxes")
        #expect(shown("^[\(0) day](inflect: true)") == "0 days")
        #expect(shown("^[no number](inflect: true)") == "no number")
    }

    @Test("the words Inflection changes are measured as shown: 501 votes is 9 Ahem ems")
    func measured() {
        let tree = LayoutTree(Text("^[\(501) vote](inflect: true)").font(.system(size: 10)).id("t"), environment: .ahem)
        tree.layout(in: CGSize(width: 300, height: 100), scale: 1)
        #expect(tree.result()["t"]?.frame.size == CGSize(width: 90, height: 10))
    }
}
