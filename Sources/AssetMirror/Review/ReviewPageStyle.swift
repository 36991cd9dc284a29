/// The review page's style sheet, inlined into every page: the page loads nothing.
///
/// Each set (an `article` of the detail view, a row of the grid) is `content-visibility: auto`:
/// the browser lays out and paints, and decodes the images of, only the sets near the screen,
/// and holds the others' place with `contain-intrinsic-size` (their last size once seen). A
/// page of 700 sets opened in 7 to 10 s in Chromium without it, in about 1 s with it
/// (docs/benchmarks/review.md).
enum ReviewPageStyle {
    /// The policy the page declares: nothing from the network, images only from `data:` URIs,
    /// style and script only from the page itself.
    static let contentSecurityPolicy =
        "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'unsafe-inline'"

    static let css = """
        :root{color-scheme:light dark;--fg:#1d1d1f;--bg:#fff;--muted:#5f5f64;--line:#d2d2d7;--card:#f5f5f7;\
        --error:#b00020;--warning:#7a4f00;--focus:#0058d0}
        @media (prefers-color-scheme:dark){:root{--fg:#f5f5f7;--bg:#161618;--muted:#b0b0b5;--line:#3a3a3c;\
        --card:#222224;--error:#ff7b7b;--warning:#ffcc66;--focus:#6aa8ff}}
        *{box-sizing:border-box}
        body{font:15px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",system-ui,sans-serif;color:var(--fg);\
        background:var(--bg);margin:0 auto;max-width:75rem;padding:1rem 1.5rem}
        h1{font-size:1.5rem;margin:.5rem 0}h2{font-size:1.15rem;margin:0;overflow-wrap:anywhere}
        .muted,.ns,figcaption{color:var(--muted)}
        #filters{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem;align-items:center;padding:.75rem 1rem;\
        background:var(--card);border:1px solid var(--line);border-radius:8px;position:sticky;top:0;z-index:1}
        #filters label{display:flex;gap:.4rem;align-items:center}
        input,select{font:inherit;color:inherit;background:var(--bg);border:1px solid var(--line);\
        border-radius:5px;padding:.2rem .4rem}
        :focus-visible{outline:3px solid var(--focus);outline-offset:2px}
        [hidden]{display:none!important}
        #view{display:flex;gap:.75rem;border:0;margin:0;padding:0}#view legend{float:left;padding:0}
        article.set{border:1px solid var(--line);border-radius:8px;padding:1rem;margin:1rem 0;\
        content-visibility:auto;contain-intrinsic-size:auto 30rem}
        article.set.look{border-left:6px solid var(--warning)}
        .facts{display:grid;grid-template-columns:max-content 1fr;gap:.15rem 1rem;margin:.5rem 0}
        .facts dt{color:var(--muted)}.facts dd{margin:0;overflow-wrap:anywhere}
        table{border-collapse:collapse}th,td{text-align:left;vertical-align:top;padding:.35rem .75rem .35rem 0}
        thead th{font-weight:600;border-bottom:1px solid var(--line)}
        tbody th{font-weight:normal;color:var(--muted);white-space:nowrap}
        figure{margin:0}.tiles{display:flex;gap:6px}
        .tile{width:96px;height:96px;border:1px solid var(--line);overflow:hidden;\
        -webkit-print-color-adjust:exact;print-color-adjust:exact}
        .checker{background:#fff conic-gradient(#c8c8c8 25%,#fff 0 50%,#c8c8c8 0 75%,#fff 0) 0 0/16px 16px}
        .light{background:#fff}.dark{background:#000}
        .img{width:100%;height:100%;background:center/contain no-repeat;\
        -webkit-print-color-adjust:exact;print-color-adjust:exact}
        .img.mirrored{transform:scaleX(-1)}
        .dark .img.tint{filter:brightness(0) invert(1)}
        .tinted{font-style:italic}
        #sets-grid{margin:1rem 0}
        .grid-head,#sets-grid .row{display:grid;grid-template-columns:minmax(9rem,1.3fr) 7.5rem minmax(8rem,1fr) \
        minmax(5.5rem,1fr) minmax(5.5rem,1fr);gap:.75rem;align-items:center;padding:.3rem .5rem;\
        border-bottom:1px solid var(--line)}
        .grid-head{font-weight:600;border-left:6px solid transparent}
        #sets-grid .row{content-visibility:auto;contain-intrinsic-size:auto 2.7rem;border-left:6px solid transparent}
        #sets-grid .row.look{border-left-color:var(--warning)}
        .open{font:inherit;font-weight:600;color:inherit;background:none;border:0;padding:0;text-align:left;\
        cursor:pointer;text-decoration:underline;overflow-wrap:anywhere}.verdict{font-weight:600;color:var(--warning)}
        .thumbs{display:flex;flex-wrap:wrap;gap:4px}
        .thumb{display:block;width:40px;height:40px;border:1px solid var(--line);overflow:hidden;\
        -webkit-print-color-adjust:exact;print-color-adjust:exact}
        .thumb.checker{background-size:8px 8px}.thumb .img{display:block}
        .thumb.missing{display:flex;align-items:center;justify-content:center;color:var(--muted)}
        .placeholder{display:flex;align-items:center;justify-content:center;text-align:center;font-size:11px;\
        padding:4px;color:#333;background:#eee}
        .none{width:302px;color:var(--muted);font-style:italic}
        .runtime{font-style:italic}
        ul.findings{margin:.5rem 0 0;padding-left:1.25rem}
        .sev{font-weight:700;text-transform:uppercase;font-size:.8em}
        .error .sev{color:var(--error)}.warning .sev{color:var(--warning)}
        code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9em}
        @media print{#filters,noscript{display:none}body{max-width:none;padding:0}\
        article.set{break-inside:avoid;border-color:#999}article.set,#sets-grid .row{content-visibility:visible}}
        """
}
