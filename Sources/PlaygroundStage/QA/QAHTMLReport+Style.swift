extension QAHTMLReport {
    /// The page's style: system colours by `prefers-color-scheme`, the
    /// verdicts' colours, one font per role (text proportional, numbers and
    /// commands monospace).
    static let css = """
        :root{color-scheme:light dark;--bg:#ffffff;--fg:#1f2937;--muted:#6b7280;--line:#e5e7eb;--panel:#f9fafb;
        --fail:#dc2626;--fail-bg:#fee2e2;--known:#b45309;--known-bg:#fef3c7;--obs:#4b5563;--obs-bg:#f3f4f6;
        --pass:#15803d;--pass-bg:#dcfce7;--link:#1d4ed8}
        @media (prefers-color-scheme: dark){:root{--bg:#0b1120;--fg:#e5e7eb;--muted:#9ca3af;--line:#1f2937;--panel:#111827;
        --fail:#f87171;--fail-bg:#451a1a;--known:#fbbf24;--known-bg:#3f2d0a;--obs:#d1d5db;--obs-bg:#1f2937;
        --pass:#4ade80;--pass-bg:#0f2e1b;--link:#93c5fd}}
        *{box-sizing:border-box}
        body{margin:0;padding:16px 20px 48px;background:var(--bg);color:var(--fg);font:14px/1.45 system-ui,"DejaVu Sans",sans-serif}
        h1{font-size:20px;margin:0 0 4px}h2{font-size:16px;margin:28px 0 8px}h4{margin:14px 0 4px;font-size:13px}
        a{color:var(--link)}code,pre,.mono{font-family:"DejaVu Sans Mono",ui-monospace,monospace;font-size:12.5px}
        pre{background:var(--panel);border:1px solid var(--line);padding:8px 10px;overflow-x:auto;margin:4px 0;white-space:pre-wrap}
        .summary{color:var(--muted);margin-bottom:12px}
        .filters{display:flex;flex-wrap:wrap;gap:14px;align-items:center;padding:10px 12px;background:var(--panel);border:1px solid var(--line);border-radius:6px;position:sticky;top:0;z-index:2}
        .filters label{display:inline-flex;gap:4px;align-items:center}
        .filters input[type=search],.filters select{font:inherit;padding:3px 6px;background:var(--bg);color:var(--fg);border:1px solid var(--line);border-radius:4px}
        .scroller{overflow-x:auto;margin-top:12px}
        table.matrix{border-collapse:collapse;font-size:12.5px}
        table.matrix th,table.matrix td{border:1px solid var(--line);padding:2px 5px;text-align:center;white-space:nowrap}
        table.matrix th.scenario,table.matrix td.scenario{text-align:left;position:sticky;left:0;background:var(--bg)}
        table.matrix thead th{writing-mode:vertical-rl;transform:rotate(180deg);text-align:left;padding:6px 2px;font-weight:600}
        table.matrix thead th.scenario{writing-mode:horizontal-tb;transform:none;vertical-align:bottom}
        td.c a{display:block;text-decoration:none;color:inherit;min-width:44px}
        .st-fail{background:var(--fail-bg);color:var(--fail)}.st-error{background:var(--fail-bg);color:var(--fail)}
        .st-known{background:var(--known-bg);color:var(--known)}.st-observed{background:var(--obs-bg);color:var(--obs)}
        .st-pass{background:var(--pass-bg);color:var(--pass)}
        .badge{display:inline-block;min-width:64px;text-align:center;border-radius:4px;padding:0 6px;font-weight:600;font-size:12px}
        details.cell{border:1px solid var(--line);border-radius:6px;margin:6px 0;background:var(--bg)}
        details.cell>summary{cursor:pointer;padding:6px 10px;list-style-position:inside}
        details.cell[open]>summary{border-bottom:1px solid var(--line)}
        details.cell .body{padding:4px 12px 12px}
        details.cell:target{outline:2px solid var(--link)}
        .plot img{max-width:100%;height:auto;border:1px solid var(--line);background:var(--bg)}
        .media{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start}
        .media img{max-width:100%;height:auto;border:1px solid var(--line)}
        .media figure{margin:0}.media figcaption{color:var(--muted);font-size:12px}
        table.expect{border-collapse:collapse;width:100%;font-size:12.5px}
        table.expect td,table.expect th{border-top:1px solid var(--line);padding:4px 6px;text-align:left;vertical-align:top}
        table.expect td.n{white-space:nowrap}
        .muted{color:var(--muted)}.hidden{display:none!important}
        """

    /// The page's script: the filters (behavior, scenario text, verdicts)
    /// hide matrix rows, columns and cells; a cell's link opens its details
    /// (also when the page is opened at `#cell-…`, as JUnit links do).
    static let script = """
        (function(){
          const q=s=>Array.from(document.querySelectorAll(s));
          const behavior=document.getElementById('f-behavior'),text=document.getElementById('f-scenario');
          const verdicts=q('input[name=verdict]');
          function apply(){
            const b=behavior.value,t=text.value.trim().toLowerCase();
            const on=new Set(verdicts.filter(v=>v.checked).map(v=>v.value));
            const want=c=>(!b||c.dataset.behavior===b)&&(!t||c.dataset.scenario.toLowerCase().includes(t))&&on.has(c.dataset.status);
            q('details.cell').forEach(d=>d.classList.toggle('hidden',!want(d)));
            q('table.matrix tbody tr').forEach(r=>{
              const cells=Array.from(r.querySelectorAll('td.c[data-status]'));
              cells.forEach(c=>c.classList.toggle('dim',!want(c)));
              r.classList.toggle('hidden',!cells.some(want));
            });
            q('table.matrix [data-column]').forEach(c=>c.classList.toggle('hidden',!!b&&c.dataset.column!==b));
            const shown=q('details.cell:not(.hidden)').length;
            document.getElementById('f-count').textContent=shown+' of '+q('details.cell').length+' cells';
          }
          function open(id){
            const d=document.getElementById(id);
            if(!d)return;
            d.classList.remove('hidden');d.open=true;d.scrollIntoView({block:'start'});
          }
          [behavior,text].concat(verdicts).forEach(e=>e.addEventListener('input',apply));
          q('td.c a').forEach(a=>a.addEventListener('click',e=>{open(a.getAttribute('href').slice(1));}));
          window.addEventListener('hashchange',()=>open(location.hash.slice(1)));
          apply();
          if(location.hash)open(location.hash.slice(1));
        })();
        """
}
