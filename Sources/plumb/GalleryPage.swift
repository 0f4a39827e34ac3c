import Foundation

/// `index.html`: a gallery's previews as a page that works offline (inline CSS, no script, no
/// network; pictures are the PNGs beside it): a grid named by file and preview, each picture
/// linking to its negotiation page. After `--compare`, the changes come first: before, after
/// and the difference for each changed preview, the new ones, and the removed ones. (Without
/// negotiation pages, `--pages none`, each picture links to itself.)
struct GalleryPage {
    let manifest: GalleryManifest

    func html() -> String {
        let previews = manifest.previews
        let changed = previews.filter { $0.status == "changed" }
        let added = previews.filter { $0.status == "new" }
        let failed = previews.filter { $0.errors != nil }
        let compared = previews.contains { $0.status != nil } || !manifest.removed.isEmpty
        var summary = ["\(previews.count) preview\(previews.count == 1 ? "" : "s")"]
        if compared {
            summary += ["\(changed.count) changed", "\(added.count) new", "\(manifest.removed.count) removed"]
        }
        if !failed.isEmpty { summary.append("\(failed.count) failed") }
        if let shard = manifest.shard { summary.append("shard \(shard)") }

        let withPlaceholders = previews.filter { ($0.placeholders ?? 0) > 0 }.count
        var body = "<header><h1>Previews</h1><p>\(escape(summary.joined(separator: " · ")))</p>"
        if withPlaceholders > 0 {
            // A filter without script: the checkbox hides, by CSS alone, every card without
            // placeholders.
            body +=
                "<p><label><input type=\"checkbox\" id=\"only-placeholders\"> only the \(withPlaceholders) preview\(withPlaceholders == 1 ? "" : "s") with placeholders</label></p>"
        }
        body += "</header>\n"
        if compared {
            body += "<section><h2>Changes</h2>\n"
            if changed.isEmpty && added.isEmpty && manifest.removed.isEmpty {
                body += "<p class=\"none\">No preview changed.</p>\n"
            } else {
                body += "<div class=\"grid\">\n"
                body += changed.map(changedCard).joined()
                body += added.map { card($0, badge: "new") }.joined()
                body += manifest.removed.map(removedCard).joined()
                body += "</div>\n"
            }
            body += "</section>\n"
        }
        body += "<section><h2>\(compared ? "All previews" : "")</h2>\n<div class=\"grid\">\n"
        // A preview's variants (light and dark, `--variants`) side by side, on a row of their own.
        var index = previews.startIndex
        while index < previews.endIndex {
            var end = index + 1
            while end < previews.endIndex && previews[end].id == previews[index].id { end += 1 }
            let cards = previews[index..<end].map { card($0, badge: $0.status == "unchanged" ? nil : $0.status) }
            body += cards.count > 1 ? "<div class=\"variants\">\n" + cards.joined() + "</div>\n" : cards.joined()
            index = end
        }
        if previews.isEmpty { body += "<p class=\"none\">The files declare no previews.</p>\n" }
        body += "</div>\n</section>\n"
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Previews · \(escape(summary.joined(separator: " · ")))</title>
            <style>\(GalleryPage.style)</style>
            </head>
            <body>
            \(body)</body>
            </html>

            """
    }

    /// A preview's card: its picture (linking to its page), its name, file and line.
    private func card(_ entry: GalleryManifest.Entry, badge: String?) -> String {
        let classes = (entry.errors != nil ? " failed" : "") + ((entry.placeholders ?? 0) > 0 ? " placeholders" : "")
        var html = "<figure class=\"card\(classes)\" id=\"\(escape(anchor(entry)))\">\n"
        if let png = entry.png {
            html += "<a href=\"\(escape(entry.html ?? png))\">\(image(png, entry))</a>\n"
        }
        html += caption(entry, badge: entry.errors != nil && entry.png == nil ? "failed" : badge)
        if let errors = entry.errors {
            html += "<pre class=\"errors\">\(escape(errors.joined(separator: "\n")))</pre>\n"
        }
        return html + "</figure>\n"
    }

    /// A changed preview across the row: before, after and the difference.
    private func changedCard(_ entry: GalleryManifest.Entry) -> String {
        var html = "<figure class=\"card wide\">\n<div class=\"compare\">\n"
        if let before = entry.before { html += "<div><h3>Before</h3>\(image(before, entry, sized: false))</div>\n" }
        if let png = entry.png {
            html += "<div><h3>After</h3><a href=\"\(escape(entry.html ?? png))\">\(image(png, entry))</a></div>\n"
        }
        if let diff = entry.diff { html += "<div><h3>Difference</h3>\(image(diff, entry, sized: false))</div>\n" }
        html += "</div>\n" + caption(entry, badge: "changed")
        var detail: [String] = []
        if let n = entry.changedPixels, let f = entry.changedFraction {
            detail.append("\(n) pixel\(n == 1 ? "" : "s") differ (\(GalleryPage.percent(f)))")
        }
        if let b = entry.changedBounds, b.count == 4 { detail.append("in x \(b[0]) y \(b[1]) \(b[2])×\(b[3]) px") }
        if !detail.isEmpty { html += "<p class=\"detail\">\(escape(detail.joined(separator: " ")))</p>\n" }
        return html + "</figure>\n"
    }

    private func removedCard(_ entry: GalleryManifest.Entry) -> String {
        var html = "<figure class=\"card removed\">\n"
        if let before = entry.before { html += image(before, entry, sized: false) + "\n" }
        return html + caption(entry, badge: "removed") + "</figure>\n"
    }

    /// The file in bold, then the preview's name (or its number in the file), badges, the
    /// line, the pixel size and the link to the page.
    private func caption(_ entry: GalleryManifest.Entry, badge: String?) -> String {
        let which = entry.name ?? "#" + (entry.id.split(separator: "#").last.map(String.init) ?? "")
        var html = "<figcaption><b>\(escape(entry.file))</b> \(escape(which))"
        if let badge { html += " <span class=\"badge \(badge)\">\(badge)</span>" }
        if let variant = entry.variant {
            html += " <span class=\"badge scheme\">\(escape(variant))</span>"
        } else if entry.scheme == "dark" {
            html += " <span class=\"badge scheme\">dark</span>"
        }
        html += "<br><span class=\"file\">line \(entry.line)</span>"
        if let w = entry.width, let h = entry.height { html += " <span class=\"size\">· \(w)×\(h) px</span>" }
        if let n = entry.placeholders, n > 0 {
            html += " <span class=\"badge placeholder\">\(n) placeholder\(n == 1 ? "" : "s")</span>"
        }
        if let page = entry.html { html += " · <a href=\"\(escape(page))\">negotiation</a>" }
        return html + "</figcaption>\n"
    }

    private func image(_ file: String, _ entry: GalleryManifest.Entry, sized: Bool = true) -> String {
        let size =
            !sized ? "" : entry.width.flatMap { w in entry.height.map { " width=\"\(w)\" height=\"\($0)\"" } } ?? ""
        return "<img src=\"\(escape(file))\"\(size) loading=\"lazy\" alt=\"\(escape(entry.key))\">"
    }

    private func anchor(_ entry: GalleryManifest.Entry) -> String {
        (entry.png ?? entry.key).replacingOccurrences(of: ".png", with: "")
    }

    static func percent(_ fraction: Double) -> String {
        let p = fraction * 100
        return p >= 1 || p == 0 ? String(format: "%.1f%%", p) : String(format: "%.3f%%", p)
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    static let style = """
        :root { color-scheme: light dark; --line: #d0d0d7; --muted: #6e6e78; --panel: #f5f5f7; }
        @media (prefers-color-scheme: dark) { :root { --line: #3a3a40; --muted: #9a9aa3; --panel: #1c1c1f; } }
        body { font: 14px/1.4 -apple-system, system-ui, "Segoe UI", sans-serif; margin: 24px; }
        header h1 { margin: 0 0 4px; font-size: 22px; }
        header p, .file, .size, .detail, .none { color: var(--muted); }
        h2 { font-size: 16px; margin: 28px 0 12px; }
        h3 { font-size: 12px; font-weight: 600; margin: 0 0 6px; color: var(--muted); }
        .grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 20px; align-items: start; }
        .card { margin: 0; padding: 12px; border: 1px solid var(--line); border-radius: 10px; background: var(--panel); }
        .card.wide { grid-column: 1 / -1; }
        .variants { grid-column: 1 / -1; display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        .variants .card { max-width: 420px; }
        .card img { display: block; max-width: 100%; width: auto; height: auto; border: 1px solid var(--line); border-radius: 6px; background: repeating-conic-gradient(#ccc 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        .compare { display: grid; grid-template-columns: repeat(3, minmax(0, 260px)); gap: 16px; }
        figcaption { margin-top: 8px; }
        .badge { font-size: 11px; padding: 1px 6px; border-radius: 8px; background: var(--line); }
        .badge.changed { background: #ff9f0a; color: #000; }
        .badge.new { background: #30d158; color: #000; }
        .badge.removed, .badge.failed { background: #ff453a; color: #fff; }
        .failed, .removed { border-color: #ff453a; }
        .badge.placeholder { background: #bf5af2; color: #fff; }
        body:has(#only-placeholders:checked) .card:not(.placeholders) { display: none; }
        .errors { white-space: pre-wrap; font-size: 12px; color: #ff453a; margin: 8px 0 0; }
        a { color: #0a84ff; }
        """
}
