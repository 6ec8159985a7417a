#!/usr/bin/env python3
"""The playground and the pictures in a real browser (issues 14 and 18).

Starts the built autorotated on an ephemeral loopback port (with --allow-origin for a second
loopback origin), drives Debian's headless Chromium through selenium, and checks:
  - GET / loads with no console errors, an example already in the editor;
  - every example simulates and shows its decision table and timeline picture;
  - the two-column layout at 1280x800 and 1400x1000 in every view (table, timeline, compare, lint):
    the columns do not overlap, nothing in the left column reaches past it, the left column keeps
    its width, and the page does not scroll sideways (from the elements' bounding boxes);
  - the status agrees in number ("1 error") and every warning of the answer is listed;
  - every label of the timeline and comparison pictures fits its box as Chromium draws it (getBBox);
  - an edit that breaks the scenario marks the error at the right line;
  - Compare and Lint show their answers;
  - the share link round-trips the editor's text;
  - the golden SVG timelines render to a picture that is not blank;
  - CORS: a page served from a second loopback origin calls the service and reads X-Request-ID.
Screenshots of each state are kept under .build/playground/ for a person to look at.
Ends with a plain `N passed, N failed` line; exit 1 when anything failed.

  scripts/browser/playground_test.py path/to/autorotated
"""
import http.server
import json
import os
import pathlib
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import zlib

from selenium import webdriver
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHOTS = ROOT / ".build" / "playground"
DEADLINE = 30  # seconds for any one wait: generous, so a loaded machine still passes
results = []


def check(name, condition, detail=""):
    results.append((name, bool(condition)))
    print(("ok     " if condition else "FAILED ") + name + ("" if condition else f": {detail}"), flush=True)


def start_server(binary, origin):
    work = tempfile.mkdtemp()
    port_file = os.path.join(work, "port")
    log = open(os.path.join(work, "server.log"), "wb")
    server = subprocess.Popen(
        [binary, "--host", "127.0.0.1", "--port", "0", "--port-file", port_file, "--allow-origin", origin],
        stdout=log, stderr=subprocess.STDOUT, env={**os.environ, "AUTOROTATE_OPENAPI_FILE": str(ROOT / "openapi.yaml")})
    deadline = time.monotonic() + DEADLINE
    while time.monotonic() < deadline:
        if os.path.exists(port_file) and open(port_file).read().strip().isdigit():
            return server, int(open(port_file).read().strip())
        if server.poll() is not None:
            break
        time.sleep(0.05)
    server.kill()
    sys.exit("autorotated did not report its port: " + open(os.path.join(work, "server.log")).read()[-2000:])


def png_is_blank(png):
    """True when every pixel of the PNG has the same bytes (decoded with zlib, no imaging library)."""
    position, data = 8, b""
    width = height = 0
    while position < len(png):
        length, kind = struct.unpack(">I4s", png[position:position + 8])
        chunk = png[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width, height = struct.unpack(">II", chunk[:8])
        elif kind == b"IDAT":
            data += chunk
        position += 12 + length
    raw = zlib.decompress(data)
    stride = len(raw) // max(height, 1)
    rows = {raw[row * stride + 1:(row + 1) * stride] for row in range(height)}
    pixels = set()
    for row in rows:
        for x in range(0, len(row) - 4, 4):
            pixels.add(row[x:x + 4])
            if len(pixels) > 1:
                return False
    return True


def browser():
    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1500,1000",
                 "--disable-dev-shm-usage"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = webdriver.ChromeService(executable_path="/usr/bin/chromedriver")
    return webdriver.Chrome(options=options, service=service)


def wait(driver, condition, what):
    try:
        return WebDriverWait(driver, DEADLINE).until(lambda d: condition(d))
    except Exception as error:  # a timeout: report it as a failed check, keep going
        check(what, False, f"not within {DEADLINE}s ({type(error).__name__})")
        return None


def errors_in_console(driver):
    """SEVERE console entries, except the 400/422 answers the broken-scenario steps ask for on purpose
    (Chromium logs every non-2xx fetch as "Failed to load resource")."""
    expected = ("status of 400", "status of 422")
    return [entry for entry in driver.get_log("browser")
            if entry["level"] == "SEVERE" and not any(text in entry["message"] for text in expected)]


SIZES = ((1280, 800), (1400, 1000))

# The page's boxes: the two columns, everything in the left column, the right column's parts, the
# first finding, and the page's scroll width.
LAYOUT_SCRIPT = """
const box = (e) => { const r = e.getBoundingClientRect(); return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
const left = document.querySelector('section.input'), right = document.querySelector('section.output');
const inLeft = [...left.querySelectorAll('.toolbar > *, select, button, input, textarea, #status, #problems li')];
const first = document.querySelector('#result li, #result table');
return {left: box(left), right: box(right), picker: box(document.getElementById('examples')),
  leftParts: inLeft.map((e) => ({name: e.id || e.tagName, box: box(e)})),
  rightParts: ['picture', 'result'].map((id) => ({name: id, box: box(document.getElementById(id))})),
  first: first ? box(first) : null,
  scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth};
"""


def check_layout(driver, view, size, left_widths):
    """The two columns side by side without overlap, each holding its parts, the left one as wide
    as in the first view at this size, and no sideways scroll."""
    layout = driver.execute_script(LAYOUT_SCRIPT)
    name = f"{view} at {size[0]}x{size[1]}"
    left, right = layout["left"], layout["right"]
    check(f"{name}: the columns do not overlap", left["right"] <= right["left"], (left, right))
    outside = [part["name"] for part in layout["leftParts"] if part["box"]["right"] > left["right"] + 0.5
               or part["box"]["left"] < left["left"] - 0.5]
    check(f"{name}: the left column holds its parts", not outside, outside)
    outside = [part["name"] for part in layout["rightParts"] if part["box"]["right"] > right["right"] + 0.5
               or part["box"]["left"] < right["left"] - 0.5]
    check(f"{name}: the right column holds its parts", not outside, outside)
    first, picker = layout["first"], layout["picker"]
    if first:
        apart = (picker["right"] <= first["left"] or first["right"] <= picker["left"]
                 or picker["bottom"] <= first["top"] or first["bottom"] <= picker["top"])
        check(f"{name}: the example picker does not overlap the result", apart, (picker, first))
    width = round(left["right"] - left["left"], 1)
    expected = left_widths.setdefault(size, width)
    check(f"{name}: the left column keeps its width", width == expected, f"{width} != {expected}")
    check(f"{name}: no sideways scroll", layout["scrollWidth"] <= layout["clientWidth"],
          f"{layout['scrollWidth']} > {layout['clientWidth']}")


# The texts of an SVG document that Chromium draws beyond their box: the innermost rectangle that
# holds the text's anchor or, when none does, up to the next rectangle or text on its line or the
# picture's edge. The rule of the Swift test PictureLabelFitTests, here with the drawn widths.
OVERFLOW_SCRIPT = """
const number = (e, name) => Number(e.getAttribute(name));
const rects = [...document.querySelectorAll('rect')].filter((r) => !r.closest('g[transform]') && r.getAttribute('x') !== null)
  .map((r) => ({x: number(r, 'x'), y: number(r, 'y'), w: number(r, 'width'), h: number(r, 'height')}));
const texts = [...document.querySelectorAll('text')].filter((t) => t.textContent !== '');
const width = number(document.documentElement, 'width');
const overflows = [];
for (const text of texts) {
  const drawn = text.getBBox(), x = number(text, 'x'), y = number(text, 'y');
  const middle = y - number(text, 'font-size') / 3;
  const holding = rects.filter((r) => r.x <= x && x <= r.x + r.w && r.y <= middle && middle <= r.y + r.h)
    .sort((a, b) => a.w - b.w)[0];
  let low = 0, high;
  if (holding) { low = holding.x; high = holding.x + holding.w; }
  else {
    const next = [...rects.filter((r) => r.y <= middle && middle <= r.y + r.h).map((r) => r.x),
      ...texts.filter((o) => Math.abs(number(o, 'y') - y) < 1).map((o) => number(o, 'x'))].filter((v) => v > x);
    high = Math.min(width, ...next);
  }
  if (drawn.x < low - 0.5 || drawn.x + drawn.width > high + 0.5)
    overflows.push(`'${text.textContent}' ${Math.round(drawn.x + drawn.width)} > ${Math.round(high)}`);
}
return {count: texts.length, overflows};
"""


def check_labels_fit(driver, path, what):
    driver.get(path.as_uri())
    report = driver.execute_script(OVERFLOW_SCRIPT)
    check(f"{what}: every label fits its box as drawn", report["count"] > 0 and not report["overflows"],
          report["overflows"][:5])


def warnings_of(decision):
    """The warnings of a decision and of its reactions, depth first."""
    return [*decision.get("warnings", []), *(w for r in decision.get("reactions", []) for w in warnings_of(r))]


def fetch_picture(base, path, body):
    request = urllib.request.Request(base + path, data=body.encode(), method="POST",
                                     headers={"Content-Type": "application/json", "Accept": "image/svg+xml"})
    with urllib.request.urlopen(request, timeout=DEADLINE) as response:
        return response.read()


def run_action(driver, button):
    driver.execute_script("document.getElementById('result').replaceChildren();"
                          "document.getElementById('status').textContent='';")
    driver.find_element(By.ID, button).click()
    return wait(driver, lambda d: d.find_element(By.ID, "status").text not in ("", "simulating…")
                and not d.find_element(By.ID, "status").text.endswith("…"), f"{button} finishes")


def main():
    binary = sys.argv[1]
    cors_page_server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    origin = f"http://127.0.0.1:{cors_page_server.server_address[1]}"
    server, port = start_server(binary, origin)
    base = f"http://127.0.0.1:{port}"
    SHOTS.mkdir(parents=True, exist_ok=True)
    driver = browser()
    try:
        driver.get(base + "/")
        wait(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true", "page starts")
        editor = driver.find_element(By.ID, "scenario")
        check("an example is loaded", '"viewControllers"' in editor.get_attribute("value"))
        errors = errors_in_console(driver)
        check("the page loads with no console errors", not errors, errors)
        driver.save_screenshot(str(SHOTS / "loaded.png"))

        options = driver.find_elements(By.CSS_SELECTOR, "#examples option")
        examples = json.loads((ROOT / "Sources/AutorotateService/Playground/examples.json").read_text())
        check("the menu offers every example", len(options) == len(examples) >= 12, len(options))
        for index in range(len(options)):
            driver.execute_script(
                "const m=document.getElementById('examples'); m.value=arguments[0];"
                "m.dispatchEvent(new Event('change'));", str(index))
            run_action(driver, "simulate")
            rows = driver.find_elements(By.CSS_SELECTOR, "#result table tbody tr")
            expected = 1 + len(examples[index]["scenario"].get("events", []))
            check(f"example {index} simulates into a table", len(rows) >= min(expected, 1) and rows, len(rows))
            # Every warning of the simulation is listed under its table.
            answer = json.loads(urllib.request.urlopen(urllib.request.Request(
                base + "/v1/simulate", data=json.dumps(examples[index]["scenario"]).encode(), method="POST",
                headers={"Content-Type": "application/json"}), timeout=DEADLINE).read())
            messages = {w["message"] for d in [answer["launch"], *answer["decisions"]] for w in warnings_of(d)}
            listed = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#warnings li")]
            missing = [m for m in messages if not any(m in item for item in listed)]
            check(f"example {index} lists its {len(messages)} warnings", not missing and len(listed) == len(messages),
                  (missing, listed))
            picture = wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#picture img"), f"example {index} picture")
            if picture:
                loaded = wait(driver, lambda d: d.execute_script(
                    "const i=document.querySelector('#picture img'); return i.complete && i.naturalWidth > 0;"),
                    f"example {index} picture loads")
                check(f"example {index} shows its timeline picture", loaded)
            driver.save_screenshot(str(SHOTS / f"example-{index:02d}.png"))

        # An edit that breaks the scenario: the error is marked at its line.
        driver.execute_script(
            "const m=document.getElementById('examples'); m.value='0'; m.dispatchEvent(new Event('change'));")
        text = editor.get_attribute("value")
        lines = text.split("\n")
        target = next(i for i, line in enumerate(lines) if '"os"' in line)
        lines[target] = lines[target].replace('"os"', '"os": "banana", "osx"', 1)
        broken = "\n".join(lines)
        driver.execute_script("const e=document.getElementById('scenario'); e.value=arguments[0];"
                              "e.dispatchEvent(new Event('input'));", broken)
        run_action(driver, "simulate")
        marked = driver.find_elements(By.CSS_SELECTOR, "#gutter .bad")
        marked_lines = [element.text for element in marked]
        check("a broken scenario marks the error at its line", str(target + 1) in marked_lines,
              f"marked {marked_lines}, expected {target + 1}")
        problems = driver.find_elements(By.CSS_SELECTOR, "#problems li")
        check("the error is listed with its line", any(p.get_attribute("data-line") == str(target + 1) for p in problems))
        driver.save_screenshot(str(SHOTS / "error.png"))

        # A syntax error: the reader's own line.
        driver.execute_script("const e=document.getElementById('scenario'); e.value='{\\n  \"device\": {\\n}\\n';"
                              "e.dispatchEvent(new Event('input'));")
        run_action(driver, "simulate")
        check("a syntax error is marked", driver.find_elements(By.CSS_SELECTOR, "#gutter .bad"))

        # Compare and Lint.
        driver.execute_script(
            "const m=document.getElementById('examples'); m.value='0'; m.dispatchEvent(new Event('change'));")
        run_action(driver, "compare")
        check("Compare shows the matrix", driver.find_elements(By.CSS_SELECTOR, "#result table thead th"),
              driver.find_element(By.ID, "status").text)
        driver.save_screenshot(str(SHOTS / "compare.png"))
        run_action(driver, "lint")
        status = driver.find_element(By.ID, "status").text
        check("Lint shows its summary", "error" in status and "warning" in status, status)
        agreeing = all((count == "1") == (not noun.endswith("s")) for count, noun in
                       (part.split(" ")[:2] for part in status.split(", ")))
        check("Lint's summary agrees in number", agreeing, status)
        driver.save_screenshot(str(SHOTS / "lint.png"))

        # The layout in every view at both sizes, each view after its own action.
        left_widths = {}
        ipad = next((i for i, e in enumerate(examples) if e["scenario"]["device"].get("idiom") == "pad"), 0)
        for size in SIZES:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
                "width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": False})
            driver.execute_script(
                "const m=document.getElementById('examples'); m.value=arguments[0];"
                "m.dispatchEvent(new Event('change'));", str(ipad))
            check_layout(driver, "editor", size, left_widths)
            run_action(driver, "simulate")
            check_layout(driver, "simulate table", size, left_widths)
            wait(driver, lambda d: d.execute_script(
                "const i=document.querySelector('#picture img'); return i && i.complete && i.naturalWidth > 0;"),
                "timeline loads")
            check_layout(driver, "timeline", size, left_widths)
            driver.save_screenshot(str(SHOTS / f"simulate-{size[0]}.png"))
            run_action(driver, "compare")
            check_layout(driver, "compare", size, left_widths)
            driver.save_screenshot(str(SHOTS / f"compare-{size[0]}.png"))
            run_action(driver, "lint")
            check_layout(driver, "lint", size, left_widths)
            driver.save_screenshot(str(SHOTS / f"lint-{size[0]}.png"))
        driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

        # The share link round-trips.
        original = editor.get_attribute("value")
        driver.find_element(By.ID, "share").click()
        link = wait(driver, lambda d: d.current_url if "#s=" in d.current_url else None, "share link made")
        if link:
            driver.get("about:blank")
            driver.get(link)
            wait(driver, lambda d: d.find_element(By.TAG_NAME, "body").get_attribute("data-ready") == "true",
                 "shared page starts")
            check("the share link round-trips", driver.find_element(By.ID, "scenario").get_attribute("value") == original)
        errors = errors_in_console(driver)
        check("no console errors after every action", not errors, errors)

        # The golden timelines render to something that is not blank.
        for svg in sorted((ROOT / "Tests/Fixtures/pictures").glob("*.svg")):
            driver.get(svg.as_uri())
            png = driver.get_screenshot_as_png()
            (SHOTS / (svg.stem + ".png")).write_bytes(png)
            check(f"{svg.name} renders, not blank", not png_is_blank(png))

        # The labels of every example's timeline and comparison fit their boxes as Chromium draws them.
        drawn = pathlib.Path(tempfile.mkdtemp())
        for index, example in enumerate(examples):
            body = json.dumps(example["scenario"])
            (drawn / f"timeline-{index:02d}.svg").write_bytes(fetch_picture(base, "/v1/simulate", body))
            (drawn / f"compare-{index:02d}.svg").write_bytes(
                fetch_picture(base, "/v1/compare", json.dumps({"scenario": example["scenario"], "idioms": ["phone", "pad"]})))
        for svg in sorted([*drawn.glob("*.svg"), *(ROOT / "Tests/Fixtures/pictures").glob("*.svg")]):
            check_labels_fit(driver, svg, svg.name)

        # CORS from a second loopback origin.
        page = pathlib.Path(tempfile.mkdtemp()) / "cors.html"
        page.write_text(
            "<!doctype html><script>fetch('%s/v1/version').then(r => { document.title = r.status + ' ' +"
            " (r.headers.get('X-Request-ID') ? 'id' : 'noid'); }, e => { document.title = 'blocked'; });</script>"
            % base)
        os.chdir(page.parent)
        threading.Thread(target=cors_page_server.serve_forever, daemon=True).start()
        driver.get(origin + "/cors.html")
        title = wait(driver, lambda d: d.title or None, "CORS page answers")
        check("a page on an allowed second origin calls the service", title == "200 id", title)
    finally:
        driver.quit()
        cors_page_server.shutdown()
        server.terminate()
        server.wait(timeout=DEADLINE)
    passed = sum(1 for _, ok in results if ok)
    failed = len(results) - passed
    print(f"screenshots: {SHOTS}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
