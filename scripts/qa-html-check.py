#!/usr/bin/env python3
"""The `qa --html` page tested in a real browser (a stage of `make test`).

Makes a scenario that fails on purpose (fling-one-page expecting page 2) in
a temporary folder, runs `playground qa` on it and on a passing scenario
with their own behaviors, `--html` and `--junit`, then opens the page in Debian's
headless chromium driven by Playwright (PyPI; `make deps-browser`):

- the page loads from file:// with no console error, no page error and no
  request that leaves the folder (no CDN, no server);
- the failing cell comes first, its matrix link opens its details, and its
  plot (SVG) and its filmstrip and GIF load (decoded, non-zero size);
- the verdict filter hides the passing cells;
- the JUnit <testcase> of the failing run links that cell.

Screenshots (light: the matrix and the failing cell; dark: the cell) go to
OUT (default .build/qa-html-check/). Exit 0 when all holds, 1 otherwise.

Usage: scripts/qa-html-check.py [PLAYGROUND] [OUT]
"""
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

CHROMIUM = "/usr/lib/chromium/chromium"  # the /usr/bin wrapper does not exec


def fail(message):
    print(f"qa-html-check: FAILED: {message}")
    sys.exit(1)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    playground = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else os.path.join(root, ".build/debug/playground")
    out = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else os.path.join(root, ".build/qa-html-check")
    os.makedirs(out, exist_ok=True)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        fail("Playwright is missing: run `make deps-browser`")

    with tempfile.TemporaryDirectory(prefix="qa-html-check-") as tmp:
        with open(os.path.join(root, "assets/scenarios/fling-one-page.json")) as f:
            scenario = json.load(f)
        scenario["name"] = "fails-on-purpose"
        scenario["description"] = "fling-one-page expecting page 2: fails on purpose (the page test)."
        scenario["expect"] = [
            {"at": "settled", "page": 2, "note": "wrong on purpose: one fling moves one page, to page 1"},
            {"max-overscroll": 0},
        ]
        failing = os.path.join(tmp, "fails-on-purpose.json")
        with open(failing, "w") as f:
            json.dump(scenario, f, indent=2)
        html = os.path.join(tmp, "report")
        junit = os.path.join(tmp, "junit.xml")
        run = subprocess.run(
            [playground, "qa", failing, os.path.join(root, "assets/scenarios/wheel-paging-pages.json"),
             os.path.join(root, "assets/scenarios/flick-back-then-forward.json"), "--html", html, "--junit", junit],
            cwd=root, capture_output=True, text=True, timeout=900)
        if run.returncode != 1:
            fail(f"qa exited {run.returncode}, expected 1 (one failing cell)\n{run.stdout}\n{run.stderr}")

        # JUnit links the failing case to its cell.
        cases = ET.parse(junit).getroot().iter("testcase")
        failing_case = next((c for c in cases if c.get("classname") == "fails-on-purpose" and c.find("failure") is not None), None)
        if failing_case is None:
            fail("no failing <testcase> for fails-on-purpose in the JUnit report")
        url = next((p.get("value") for p in failing_case.iter("property") if p.get("name") == "url"), None)
        if not url or "#cell-" not in url:
            fail(f"the failing <testcase> has no url property to its cell ({url})")
        cell_id = url.split("#", 1)[1]

        index = os.path.join(html, "index.html")
        problems = []
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
            page.on("pageerror", lambda e: problems.append(f"page error: {e}"))
            page.on("request", lambda r: None if r.url.startswith("file://" + tmp) else problems.append(f"request outside the folder: {r.url}"))
            page.goto("file://" + index)
            page.wait_for_load_state("load")
            page.screenshot(path=os.path.join(out, "matrix.png"))

            first = page.locator("details.cell").first
            if first.get_attribute("data-status") != "fail":
                fail(f"the first cell is {first.get_attribute('data-status')}, not the failing one")
            link = page.locator(f'td.c a[href="#{cell_id}"]')
            if link.count() != 1:
                fail(f"no matrix link to #{cell_id}")
            link.click()
            cell = page.locator(f"#{cell_id}")
            if cell.get_attribute("open") is None:
                fail("clicking the failing cell did not open its details")
            for img in cell.locator("img").all():
                img.scroll_into_view_if_needed()
                page.wait_for_function("img => img.complete", arg=img.element_handle(), timeout=20000)
                width = img.evaluate("img => img.naturalWidth")
                if not width:
                    fail(f"{img.get_attribute('src')} did not load")
            sources = [i.get_attribute("src") for i in cell.locator("img").all()]
            if not any(s.endswith(".svg") for s in sources):
                fail(f"the failing cell has no plot: {sources}")
            if not any(s.endswith(".gif") for s in sources) or not any(s.endswith(".png") for s in sources):
                fail(f"the failing cell lacks its filmstrip or GIF: {sources}")
            if "expected page 2" not in cell.inner_text():
                fail("the failing cell does not say what was expected")
            if "playground qa" not in cell.locator("pre").last.inner_text():
                fail("the failing cell has no rerun command")
            cell.locator("summary").scroll_into_view_if_needed()
            page.screenshot(path=os.path.join(out, "failing-cell.png"))

            # The verdict filter: unticking "pass" hides every passing cell.
            page.locator('input[name=verdict][value=pass]').uncheck()
            shown = page.locator('details.cell[data-status=pass]:not(.hidden)').count()
            if shown:
                fail(f"{shown} passing cells still shown with the pass filter off")

            page.emulate_media(color_scheme="dark")
            page.reload()
            page.wait_for_load_state("load")
            page.locator(f'td.c a[href="#{cell_id}"]').click()
            page.screenshot(path=os.path.join(out, "failing-cell-dark.png"))
            browser.close()
        if problems:
            fail("; ".join(problems))
    print(f"qa-html-check: ok (page, failing cell {cell_id}, plot and media loaded; screenshots in {out})")


if __name__ == "__main__":
    main()
