extension NegotiationPage {
    /// The page, with `{{...}}` holes for the title, sizes, rows, data and picture. The
    /// script is plain DOM code: rows and picture share one `select(node, sticky)`; the
    /// picture's point finds the deepest view whose frame holds it. `#selftest` in the URL
    /// hovers a row and a point of the picture and reports in `body[data-plumb-status]`
    /// (`ready` when the page works), which `Scripts/check-html.sh` reads in Chromium;
    /// `#select=N` opens the page with node N selected.
    static let template = #"""
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>{{TITLE}} · Plumb</title>
        <style>
        body{margin:0;font:13px/1.4 -apple-system,system-ui,"Segoe UI",Roboto,sans-serif;color:#1c1c1e;background:#f2f2f7;display:flex;gap:16px;padding:16px;align-items:flex-start}
        h1{font-size:15px;margin:0 0 8px}
        .picture{position:relative;flex:none;width:{{WIDTH}}px;height:{{HEIGHT}}px;box-shadow:0 1px 4px rgba(0,0,0,.25);background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px;cursor:crosshair}
        .picture svg{position:absolute;left:0;top:0;width:100%;height:100%;overflow:visible}
        .panel{flex:1;min-width:280px;display:flex;flex-direction:column;gap:12px}
        .tree{background:#fff;border-radius:10px;padding:6px 0;max-height:70vh;overflow:auto;font-family:ui-monospace,Menlo,monospace;font-size:12px}
        .row{white-space:nowrap;cursor:pointer;padding:1px 8px}
        .row:hover,.row.hover{background:#e5f0ff}.row.selected{background:#007aff;color:#fff}.row.selected .id,.row.selected .frame{color:#fff}
        .type{font-weight:600}.id{color:#af52de}.frame{color:#8e8e93}
        .details{background:#fff;border-radius:10px;padding:10px 12px;font-family:ui-monospace,Menlo,monospace;font-size:12px;white-space:pre-wrap;min-height:3em}
        .muted{color:#8e8e93}
        </style>
        </head>
        <body data-plumb-status="loading">
        <div>
        <h1>{{TITLE}}</h1>
        <div class="picture" id="plumb-picture">
        {{SVG}}
        <svg viewBox="{{VIEWBOX}}" preserveAspectRatio="none" id="plumb-marks"><rect id="plumb-hover" fill="rgba(0,122,255,.12)" stroke="#007aff" stroke-width="1" vector-effect="non-scaling-stroke" stroke-dasharray="4 3" visibility="hidden"/><rect id="plumb-selection" fill="rgba(255,45,85,.15)" stroke="#ff2d55" stroke-width="2" vector-effect="non-scaling-stroke" visibility="hidden"/></svg>
        </div>
        <p class="muted">{{CANVAS}}</p>
        </div>
        <div class="panel">
        <div class="tree" id="plumb-tree">
        {{ROWS}}</div>
        <div class="details" id="plumb-details"><span class="muted">Hover or click a view, in the tree or the picture, to see what it was proposed and what it answered.</span></div>
        </div>
        <script type="application/json" id="plumb-data">{{DATA}}</script>
        <script>
        "use strict";
        window.onerror = function (m) { document.body.dataset.plumbStatus = "error: " + m; };
        var data = JSON.parse(document.getElementById("plumb-data").textContent);
        var rows = {}, order = [], selected = null;
        document.querySelectorAll(".row").forEach(function (r) { rows[r.dataset.node] = r; order.push(r.dataset.node); });
        function mark(id, node) {
          var rect = document.getElementById(id), f = node && data.nodes[node].frame;
          if (!f) { rect.setAttribute("visibility", "hidden"); return; }
          rect.setAttribute("x", f[0]); rect.setAttribute("y", f[1]);
          rect.setAttribute("width", f[2]); rect.setAttribute("height", f[3]);
          rect.setAttribute("visibility", "visible");
        }
        function show(node) {
          var n = data.nodes[node], text = n.label + "\n";
          text += n.frame ? "frame x " + n.frame[0] + " y " + n.frame[1] + "  " + n.frame[2] + "×" + n.frame[3] + "\n" : "";
          text += "\n" + (n.proposals.length ? n.proposals.join("\n") : "(no proposal recorded)") + "\n";
          text += n.placed ? "\n" + n.placed : "";
          text += n.explain ? "\n\nWhy:\n" + n.explain : "";
          document.getElementById("plumb-details").textContent = text;
        }
        function hover(node) {
          document.querySelectorAll(".row.hover").forEach(function (r) { r.classList.remove("hover"); });
          if (node !== null) { rows[node].classList.add("hover"); show(node); }
          mark("plumb-hover", node);
          if (node === null && selected !== null) show(selected);
        }
        function select(node) {
          if (selected !== null) rows[selected].classList.remove("selected");
          selected = node;
          if (node !== null) { rows[node].classList.add("selected"); rows[node].scrollIntoView({block: "nearest"}); show(node); }
          mark("plumb-selection", node);
        }
        function nodeAt(x, y) {
          var best = null, depth = -1;
          order.forEach(function (k) {
            var n = data.nodes[k], f = n.frame;
            if (f && x >= f[0] && y >= f[1] && x < f[0] + f[2] && y < f[1] + f[3] && n.depth >= depth) { best = k; depth = n.depth; }
          });
          return best;
        }
        var picture = document.getElementById("plumb-picture"), vb = document.getElementById("plumb-marks").viewBox.baseVal;
        function pointOf(e) {
          var b = picture.getBoundingClientRect();
          return [(e.clientX - b.left) / b.width * vb.width, (e.clientY - b.top) / b.height * vb.height];
        }
        picture.addEventListener("mousemove", function (e) { var p = pointOf(e); hover(nodeAt(p[0], p[1])); });
        picture.addEventListener("mouseleave", function () { hover(null); });
        picture.addEventListener("click", function (e) { var p = pointOf(e); select(nodeAt(p[0], p[1])); });
        order.forEach(function (k) {
          rows[k].addEventListener("mouseenter", function () { hover(k); });
          rows[k].addEventListener("mouseleave", function () { hover(null); });
          rows[k].addEventListener("click", function () { select(k); });
        });
        var status = "ready", pre = /^#select=(\d+)$/.exec(location.hash);
        if (pre && rows[pre[1]]) select(pre[1]);
        if (location.hash === "#selftest") {
          var leaf = order[order.length - 1], f = data.nodes[leaf].frame;
          rows[leaf].dispatchEvent(new MouseEvent("click"));
          var r = document.getElementById("plumb-selection");
          if (!f || +r.getAttribute("x") !== f[0] || +r.getAttribute("width") !== f[2] || r.getAttribute("visibility") !== "visible") status = "selftest-failed: row click";
          var b = picture.getBoundingClientRect();
          if (f && f[2] > 0 && f[3] > 0) {
            picture.dispatchEvent(new MouseEvent("mousemove", {clientX: b.left + (f[0] + f[2] / 2) / vb.width * b.width, clientY: b.top + (f[1] + f[3] / 2) / vb.height * b.height}));
            if (!document.querySelector(".row.hover")) status = "selftest-failed: picture hover";
          }
        }
        document.body.dataset.plumbStatus = status;
        </script>
        </body>
        </html>

        """#
}
