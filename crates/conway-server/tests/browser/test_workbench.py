"""The workbench page of `conway serve` in headless Chromium (Debian's
chromium and chromium-driver, driven by selenium): a worksheet statement
and its result, a thermograph copied, a long computation stopped, a
Domineering board clicked and its new value read, a hint, an undo, misère
play switched on, a big board answered by the outcome search, a Fox and
Geese goose moved by clicking it and then its destination, a sequence
plotted with its misère values beside; a screenshot of each view is saved into
target/serve-screenshots/ (the guide's pictures are copies of them).

Outside CI the test skips, saying why, when the browser or selenium is
missing; under CI (CI set) it fails instead.
"""

import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[4]
TARGET = Path(os.environ.get("CARGO_TARGET_DIR", ROOT / "target"))
SHOTS = TARGET / "serve-screenshots"
CHROMEDRIVER = "/usr/bin/chromedriver"
ENDLESS = "for n from 1 to 1000000000000 do if n < 0 then n end end"


def missing(reason):
    if os.environ.get("CI"):
        pytest.fail(f"{reason} (under CI the browser test must run: .ci/run installs it)")
    pytest.skip(reason)


def conway_binary():
    if os.environ.get("CONWAY_BIN"):
        return os.environ["CONWAY_BIN"]
    built = [TARGET / p / "conway" for p in ("release", "debug")]
    built = [b for b in built if b.is_file()]
    if built:
        return str(max(built, key=lambda b: b.stat().st_mtime))
    return shutil.which("conway")


@pytest.fixture(scope="module")
def server():
    binary = conway_binary()
    if binary is None:
        missing("the conway binary is not built (cargo build -p conway-cli)")
    proc = subprocess.Popen(
        [binary, "serve", "--port", "0", "--request-timeout", "60"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    line = proc.stdout.readline()
    assert line.startswith("conway serve: http://127.0.0.1:"), (line, proc.stderr.read())
    url = line.split()[2]
    yield url
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture(scope="module")
def browser(server):
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        missing("selenium is not installed (pip install selenium)")
    if not (shutil.which("chromium") and Path(CHROMEDRIVER).exists()):
        missing("chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)")
    profile = tempfile.mkdtemp(prefix="conway-chromium-")
    options = webdriver.ChromeOptions()
    for flag in [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1280,1000",
        f"--user-data-dir={profile}",
    ]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.execute_cdp_cmd(
        "Browser.grantPermissions",
        {"origin": server.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]},
    )
    driver.get(server)
    SHOTS.mkdir(parents=True, exist_ok=True)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


def wait(driver, condition, what, seconds=30):
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, seconds).until(lambda d: condition(d), message=f"waiting for {what}")


def by_id(driver, name):
    from selenium.webdriver.common.by import By

    return driver.find_element(By.ID, name)


def cells(driver):
    from selenium.webdriver.common.by import By

    return driver.find_elements(By.CSS_SELECTOR, "#cells .cell")


def run_cell(driver, text):
    from selenium.webdriver.common.keys import Keys

    before = len(cells(driver))
    box = by_id(driver, "ws-input")
    box.send_keys(text)
    box.send_keys(Keys.CONTROL, Keys.ENTER)
    wait(driver, lambda d: len(cells(d)) == before + 1, "the new cell")
    cell = cells(driver)[-1]
    wait(driver, lambda d: not by_id(d, "ws-run").get_attribute("disabled"), "the cell's answer")
    return cell


def conway_json(*args):
    out = subprocess.run([conway_binary(), "--json", *args], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_worksheet_cells_answer_keep_definitions_and_draw_thermographs(browser):
    from selenium.webdriver.common.by import By

    run_cell(browser, "g := {3||2*|1*}")
    cell = run_cell(browser, "g + ^")
    assert cell.find_element(By.CSS_SELECTOR, ".result").text == conway_json("value", "{3||2*|1*} + ^")["values"][0]["canonical"]
    cell = run_cell(browser, "g")
    svg = cell.find_element(By.CSS_SELECTOR, ".picture svg")
    assert svg.get_attribute("width")
    # Copying the thermograph puts the SVG source on the clipboard.
    cell.find_element(By.CSS_SELECTOR, ".copy-svg").click()
    wait(browser, lambda d: cell.find_element(By.CSS_SELECTOR, ".copy-svg").text != "Copy SVG", "the copy")
    copied = browser.execute_async_script("navigator.clipboard.readText().then(arguments[0])")
    assert copied.startswith("<svg") and copied.rstrip().endswith("</svg>"), copied[:200]
    cell = run_cell(browser, "a := 1\nb := a + h")
    error = cell.find_element(By.CSS_SELECTOR, ".error").text
    assert error.startswith("error: line 2, column 10: unknown name 'h'"), error
    browser.save_screenshot(str(SHOTS / "serve-worksheet.png"))


def test_the_stop_button_stops_a_long_computation(browser):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    before = len(cells(browser))
    box = by_id(browser, "ws-input")
    box.send_keys(ENDLESS)
    box.send_keys(Keys.CONTROL, Keys.ENTER)
    wait(browser, lambda d: by_id(d, "ws-stop").is_enabled(), "the Stop button")
    by_id(browser, "ws-stop").click()
    wait(browser, lambda d: len(cells(d)) == before + 1 and cells(d)[-1].find_elements(By.CSS_SELECTOR, ".stopped"), "the stop", 20)
    assert "interrupted" in cells(browser)[-1].find_element(By.CSS_SELECTOR, ".stopped").text


def test_a_ruleset_position_in_the_worksheet_is_drawn(browser):
    from selenium.webdriver.common.by import By

    cell = run_cell(browser, 'domineering("...|..#|#..")')
    expected = conway_json("analyze", "domineering", "...|..#|#..")
    assert cell.find_element(By.CSS_SELECTOR, ".result").text == expected["value"]
    pictures = cell.find_elements(By.CSS_SELECTOR, ".picture svg")
    # The board first (its cells are rects), then the thermograph.
    assert len(pictures) == 2, len(pictures)
    assert len(pictures[0].find_elements(By.TAG_NAME, "rect")) >= 9
    cell.location_once_scrolled_into_view
    browser.save_screenshot(str(SHOTS / "serve-worksheet-board.png"))


def test_a_domineering_board_is_played_by_clicks_with_hint_and_undo(browser):
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    by_id(browser, "tab-board").click()
    Select(by_id(browser, "ruleset")).select_by_value("domineering")
    start = "....|....|...."
    box = by_id(browser, "position")
    box.clear()
    box.send_keys(start)
    by_id(browser, "start").click()
    expected = conway_json("analyze", "domineering", start)
    wait(browser, lambda d: by_id(d, "f-value").text == expected["value"], "the value of the start")
    assert by_id(browser, "f-outcome").text == expected["outcome"]
    # Click cell a1: Left's only move through it is the domino a1-a2.
    svg = by_id(browser, "board").find_element(By.TAG_NAME, "svg")
    width, height = svg.size["width"], svg.size["height"]
    ActionChains(browser).move_to_element_with_offset(svg, 44 - width / 2, 44 - height / 2).click().perform()
    wait(browser, lambda d: "You play a1-a2." in by_id(d, "log").text, "the move")
    wait(browser, lambda d: "The engine plays" in by_id(d, "log").text, "the engine's reply")
    # The engine says why it moved (the library's explanation of the move).
    assert "Why: " in by_id(browser, "log").text
    position = by_id(browser, "notation").text.removeprefix("Position: ")
    after = conway_json("analyze", "domineering", position)
    wait(browser, lambda d: by_id(d, "f-value").text == after["value"], "the new value")
    winning = browser.find_elements(By.CSS_SELECTOR, "#moves tbody tr.winning")
    assert len(winning) == len(after["left_moves"]) + len(after["right_moves"])
    browser.save_screenshot(str(SHOTS / "serve-board.png"))
    by_id(browser, "hint").click()
    wait(browser, lambda d: "Hint:" in by_id(d, "log").text, "the hint")
    by_id(browser, "undo").click()
    wait(browser, lambda d: by_id(d, "notation").text == f"Position: {start}", "the undo")
    assert "Taken back" in by_id(browser, "log").text


def start_position(driver, ruleset, text):
    from selenium.webdriver.support.ui import Select

    by_id(driver, "tab-board").click()
    Select(by_id(driver, "ruleset")).select_by_value(ruleset)
    box = by_id(driver, "position")
    box.clear()
    box.send_keys(text)
    by_id(driver, "start").click()


def click_cell(driver, column, row):
    """Clicks the centre of a grid board's cell (0-based column and row)."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    svg = by_id(driver, "board").find_element(By.TAG_NAME, "svg")
    width, height = svg.size["width"], svg.size["height"]
    x, y = 24 + 40 * column + 20, 24 + 40 * row + 20
    ActionChains(driver).move_to_element_with_offset(svg, x - width / 2, y - height / 2).click().perform()


def test_misere_play_switches_the_form_and_who_wins_each_move(browser):
    from selenium.webdriver.common.by import By

    start_position(browser, "nim", "1 1 3")
    normal = conway_json("analyze", "nim", "1 1 3")
    wait(browser, lambda d: by_id(d, "f-value").text == normal["value"], "the normal value")
    by_id(browser, "misere").click()
    wait(browser, lambda d: by_id(d, "f-value-label").text == "Misère form" and by_id(d, "f-value").text != "–", "the misère form")
    misere = conway_json("analyze", "--misere", "nim", "1 1 3")
    assert by_id(browser, "f-outcome").text == misere["outcome"]
    winning = [r.find_elements(By.TAG_NAME, "td")[1].text for r in browser.find_elements(By.CSS_SELECTOR, "#moves tbody tr.winning")]
    # Misère Nim 1 1 3: leave three single heaps (Bouton; Winning Ways ch. 13).
    assert winning == misere["winning_moves"] == ["heap 3: 3 -> 1"], winning
    assert "Misère play" in by_id(browser, "f-notes").text
    browser.save_screenshot(str(SHOTS / "serve-misere.png"))
    by_id(browser, "misere").click()
    wait(browser, lambda d: by_id(d, "f-value-label").text == "Value", "normal play again")


def test_a_big_board_is_answered_by_the_outcome_search(browser):
    board = "|".join(["......"] * 6)
    start_position(browser, "domineering", board)
    wait(browser, lambda d: "outcome search" in by_id(d, "f-notes").text, "the outcome search's verdict", 60)
    expected = conway_json("outcome", "domineering", board)
    # 6x6 Domineering is a first-player win (Breuker, Uiterwijk, van den Herik 2000).
    assert by_id(browser, "f-outcome").text == expected["outcome"] == "N"
    assert "Left first: Left wins" in by_id(browser, "f-notes").text
    browser.save_screenshot(str(SHOTS / "serve-outcome-search.png"))


def test_a_goose_is_moved_by_clicking_it_then_its_destination(browser):
    start_position(browser, "fox-and-geese", "g.g.g.|......|......|...f..")
    wait(browser, lambda d: by_id(d, "notation").text == "Position: g.g.g.|......|......|...f..", "the game")
    wait(browser, lambda d: "Left first:" in by_id(d, "f-notes").text, "the analysis with draws")
    click_cell(browser, 2, 0)  # the goose on c1: two moves start there
    wait(browser, lambda d: "click where to go" in by_id(d, "board-status").text, "the goose picked")
    click_cell(browser, 3, 1)  # to d2
    wait(browser, lambda d: "You play c1-d2." in by_id(d, "log").text, "the move")
    wait(browser, lambda d: "The engine plays" in by_id(d, "log").text, "the engine's reply")
    assert "Left first:" in by_id(browser, "f-notes").text
    browser.save_screenshot(str(SHOTS / "serve-tokens.png"))


def test_a_sequence_is_plotted_with_its_period(browser):
    from selenium.webdriver.common.by import By

    by_id(browser, "tab-sequence").click()
    by_id(browser, "seq-run").click()
    wait(browser, lambda d: "period" in by_id(d, "seq-facts").text, "the sequence")
    # Kayles: period 12 from heap 71 on (Winning Ways ch. 4; OEIS A002186).
    assert "period 12, preperiod 71" in by_id(browser, "seq-facts").text
    assert len(browser.find_elements(By.CSS_SELECTOR, "#seq-plot circle")) == 101
    browser.save_screenshot(str(SHOTS / "serve-sequence.png"))


def test_misere_values_are_plotted_beside_the_normal_ones(browser):
    from selenium.webdriver.common.by import By

    by_id(browser, "tab-sequence").click()
    to = by_id(browser, "seq-to")
    to.clear()
    to.send_keys("40")
    by_id(browser, "seq-misere").click()
    by_id(browser, "seq-run").click()
    wait(browser, lambda d: "misère values" in by_id(d, "seq-misere-facts").text, "the misère sequence")
    expected = conway_json("grundy", "kayles", "--misere", "--to", "40")
    marks = browser.find_elements(By.CSS_SELECTOR, "#seq-plot rect.misere")
    assert len(marks) == len(expected["values"]) == 41
    assert by_id(browser, "seq-misere-values").text.startswith(f"0: {expected['values'][0]} {expected['genus'][0]}")
    quotient = conway_json("quotient", "kayles", "--heaps", "40", "--max-size", "512")
    assert f"Misère quotient of heaps up to 40: {quotient['size']} elements" in by_id(browser, "seq-misere-facts").text
    browser.save_screenshot(str(SHOTS / "serve-misere-sequence.png"))
