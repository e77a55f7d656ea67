"""Every JSON document of the command line against the published schema.

The schema is the JSON Schema files in ``docs/schema/`` (one file per
command, the concepts they share under ``docs/schema/concepts/``); each
command's ``--json`` output below is validated against its command's file
and against ``conway.json`` (any document). The schema is strict enough to
fail on a wrong shape: the last tests change valid documents and check the
validator refuses them.
"""

import copy
import json
import subprocess
from pathlib import Path

import pytest

jsonschema = pytest.importorskip("jsonschema")
referencing = pytest.importorskip("referencing")

from test_user_games import conway_binary  # noqa: E402

ROOT = Path(__file__).resolve().parents[3]
SCHEMA_DIR = ROOT / "docs" / "schema"


def retrieve(uri):
    """The schema file at a ``file:`` URI (the files ``$ref`` each other by
    relative path)."""
    path = Path(uri.removeprefix("file://"))
    return referencing.Resource.from_contents(
        json.loads(path.read_text()), default_specification=referencing.jsonschema.DRAFT202012
    )


REGISTRY = referencing.Registry(retrieve=retrieve)


def validator(name):
    schema = {"$ref": (SCHEMA_DIR / name).as_uri()}
    return jsonschema.Draft202012Validator(schema, registry=REGISTRY)


def run(args, stdin="", code=0):
    """The JSON documents (one a line) that ``conway --json ARGS`` prints."""
    binary = conway_binary()
    if binary is None:
        pytest.skip("the conway binary is not built (cargo build -p conway-cli)")
    out = subprocess.run(
        [binary, "--json", *args], input=stdin, capture_output=True, text=True, cwd=ROOT
    )
    assert out.returncode == code, (args, out.returncode, out.stderr)
    docs = [json.loads(line) for line in out.stdout.splitlines() if line.strip()]
    assert docs, (args, out.stderr)
    return docs


GRAPHS = "examples/graphs/"

# (schema file, arguments, standard input, exit code): every command, and
# each of its document kinds (stopped and failed runs included).
CASES = [
    ("rulesets.json", ["rulesets"], "", 0),
    ("rulesets.json", ["rulesets", "nim"], "", 0),
    ("analyze.json", ["analyze", "nim", "3 5 7"], "", 0),
    ("analyze.json", ["analyze", "domineering", "..|.."], "", 0),
    ("analyze.json", ["analyze", "advance-or-eat", "W.B.|.BW.|B..W|.W.B"], "", 0),
    ("analyze.json", ["analyze", "divisor-chain", "1 2 3 3 5"], "", 0),
    ("analyze.json", ["analyze", "rectangle-split", "#..#|.#..|..#."], "", 0),
    ("analyze.json", ["analyze", "fox-and-geese", "g.g.g.|......|......|...f.."], "", 0),
    ("analyze.json", ["analyze", "--misere", "nim", "1 1 3"], "", 0),
    ("analyze.json", ["analyze", "--outcome-only", "domineering", "....|...."], "", 0),
    ("analyze.json", ["analyze", "domineering", "......|......|......|......|......", "--max-positions", "100"], "", 3),
    ("analyze.json", ["analyze", "nim", "3 x"], "", 2),
    ("outcome.json", ["outcome", "domineering", "....|...."], "", 0),
    ("play.json", ["play", "nim", "1 2"], "heap 2: 2 -> 0\n", 0),
    ("grundy.json", ["grundy", "kayles", "--to", "20"], "", 0),
    ("grundy.json", ["grundy", "0.6", "--to", "30"], "", 0),
    ("grundy.json", ["grundy", "0.04", "--to", "4096", "--stats"], "", 0),
    ("grundy.json", ["grundy", "dawson-kayles", "--misere", "--to", "10"], "", 0),
    ("grundy.json", ["grundy", "grundy", "--to", "100000", "--max-positions", "1000"], "", 3),
    ("quotient.json", ["quotient", "--heaps", "10", "0.75", "--sum", "1 2"], "", 0),
    ("quotient.json", ["quotient", "--heaps", "3", "0.4"], "", 0),
    ("solve.json", ["solve", GRAPHS + "tokens-impartial.txt"], "", 0),
    ("solve.json", ["solve", GRAPHS + "tokens-partizan.txt"], "", 0),
    ("solve.json", ["solve", GRAPHS + "loopy-draw.txt"], "", 0),
    ("solve.json", ["solve", GRAPHS + "loopy-partizan.txt"], "", 0),
    ("solve.json", ["solve", "--misere", GRAPHS + "tokens-impartial.txt"], "", 0),
    ("value.json", ["value", "{3||2*|1*}", "^ + *", "over", "1 & 0", "*[2,0]"], "", 0),
    ("value.json", ["value", "1/3"], "", 2),
    ("compare.json", ["compare", "^", "*"], "", 0),
    ("thermograph.json", ["thermograph", "{3||2*|1*}"], "", 0),
    ("repl.json", ["repl"], "g := {1|*}\n[g, 2 * g, g > 0]\ngrundy(\"0.07\", 20)\n", 0),
    ("conway.json", ["anlyze", "nim", "1"], "", 2),
]


@pytest.mark.parametrize("schema, args, stdin, code", CASES, ids=[" ".join(c[1]) for c in CASES])
def test_every_command_json_is_valid(schema, args, stdin, code):
    for doc in run(args, stdin, code):
        assert doc["schema"] == "conway/1"
        for name in (schema, "conway.json"):
            errors = list(validator(name).iter_errors(doc))
            assert not errors, (name, args, doc, [e.message for e in errors])


def test_every_command_is_covered():
    """A command added to the CLI gets a case above."""
    binary = conway_binary()
    if binary is None:
        pytest.skip("the conway binary is not built (cargo build -p conway-cli)")
    help_text = subprocess.run([binary, "--help"], capture_output=True, text=True).stdout
    listed = help_text.split("Commands:")[1].split("Options:")[0]
    commands = {line.split()[0] for line in listed.splitlines() if line.startswith("  ") and line.split()}
    # serve prints no document; its API's are checked by test_every_serve_answer_is_valid.
    covered = {args[0] for _, args, _, _ in CASES} | {"help", "completions", "serve"}
    assert commands - covered == set()


def test_every_rulesets_example_analysis_is_valid():
    check = validator("analyze.json")
    for ruleset in run(["rulesets"])[0]["rulesets"]:
        (doc,) = run(["analyze", ruleset["name"], ruleset["example"]])
        errors = [e.message for e in check.iter_errors(doc)]
        assert not errors, (ruleset["name"], doc, errors)


def refused(name, doc):
    return not validator(name).is_valid(doc)


def test_the_schema_refuses_wrong_shapes():
    (nim,) = run(["analyze", "nim", "3 5 7"])
    assert not refused("analyze.json", nim)
    extra = dict(nim, winner="first")  # a key no shape has
    missing = {k: v for k, v in nim.items() if k != "winning_moves"}
    number = dict(nim, value=1)  # values are strings in CGSuite notation
    prose = copy.deepcopy(nim)
    prose["details"] = {"winning first moves": "6"}  # keys are snake_case
    (chain,) = run(["analyze", "divisor-chain", "1 2 3 3 5"])
    assert chain["details"]["winning_first_moves"] == 6 and not refused("analyze.json", chain)
    count_as_text = copy.deepcopy(chain)
    count_as_text["details"]["winning_first_moves"] = "6"  # counts are integers
    version = dict(nim, schema="conway/0")
    for wrong in (extra, missing, number, prose, count_as_text, version):
        assert refused("analyze.json", wrong), wrong
    (solved,) = run(["solve", GRAPHS + "tokens-impartial.txt"])
    old = {("grundy" if k == "values" else k): v for k, v in solved.items()}
    assert refused("solve.json", old)
    (stopped,) = run(["grundy", "grundy", "--to", "100000", "--max-positions", "1000"], code=3)
    assert stopped["complete"] is False and stopped["stopped"] == "max-positions"
    assert refused("grundy.json", dict(stopped, complete=True))


def test_python_to_dict_is_the_cli_document():
    """`Position.to_dict()` is the library's document that `conway analyze
    --json` prints: valid against the same schema, and equal to it."""
    import conway

    check = validator("analyze.json")
    for ruleset in run(["rulesets"])[0]["rulesets"]:
        doc = conway.position(ruleset["name"], ruleset["example"]).to_dict()
        errors = [e.message for e in check.iter_errors(doc)]
        assert not errors, (ruleset["name"], doc, errors)
        (cli,) = run(["analyze", ruleset["name"], ruleset["example"]])
        assert doc == cli, ruleset["name"]


def test_python_to_dict_is_refused_when_wrong():
    import conway

    doc = conway.Domineering("..|..").to_dict()
    assert doc["schema"] == "conway/1" and doc["value"] == "+-1"
    assert refused("analyze.json", dict(doc, left_moves="a1-a2"))


@pytest.mark.parametrize("game, n", [("0.77", 1000), ("0.6", 30), ("0.137", 200)])
def test_python_sequence_to_dict_is_the_cli_document(game, n):
    """`Sequence.to_dict()` is the document `conway grundy --json` prints."""
    import conway

    doc = conway.grundy(game, n).to_dict()
    errors = [e.message for e in validator("grundy.json").iter_errors(doc)]
    assert not errors, (doc, errors)
    (cli,) = run(["grundy", game, "--to", str(n)])
    assert {k: v for k, v in doc.items() if k != "checked"} == {k: v for k, v in cli.items() if k != "checked"}


def test_python_heap_sequence_to_dict_is_valid():
    import conway

    kayles = lambda n: [(a, n - k - a) for k in (1, 2) for a in range(n - k + 1) if a <= n - k - a]  # noqa: E731
    doc = conway.heap_sequence(kayles, to=100).to_dict()
    errors = [e.message for e in validator("grundy.json").iter_errors(doc)]
    assert not errors, (doc, errors)
    assert doc["values"] == conway.grundy("0.77", 100).values and doc["certified"] is False


@pytest.fixture(scope="module")
def serve():
    """A `conway serve --port 0` for the API's documents: its base URL."""
    binary = conway_binary()
    if binary is None:
        pytest.skip("the conway binary is not built (cargo build -p conway-cli)")
    proc = subprocess.Popen([binary, "serve", "--port", "0", "--request-timeout", "2"], stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    assert line.startswith("conway serve: http://"), line
    yield line.split()[2].rstrip("/")
    proc.terminate()
    proc.wait(timeout=10)


def api(base, path, body=None):
    """The status and the document of one request to the server."""
    import urllib.error
    import urllib.request

    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(base + path, data=data, headers={"Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=60) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read())


ENDLESS = "for n from 1 to 1000000000000 do if n < 0 then n end end"


def test_every_serve_answer_is_valid(serve):
    """Each endpoint of `conway serve` (answers, stops and errors) against
    docs/schema/serve.json, by the definition of its answer."""
    game = api(serve, "/api/play/new", {"ruleset": "domineering", "position": "...|...|..."})[1]
    sheet = api(serve, "/api/worksheet", {"text": "g := {1|*}\ng + h\n{3||2*|1*}\n[1, *]\ngrundy(\"0.77\", 20)\ndomineering(\"..#|...\")"})[1]
    assert sheet["answers"][-1]["board"].startswith("<svg"), sheet
    cases = [
        ("status", "/api/status", None, 200),
        ("cancel", "/api/cancel", {"job": "none"}, 200),
        ("rulesets", "/api/rulesets", None, 200),
        ("analysis", "/api/analyze", {"ruleset": "domineering", "position": "..|.."}, 200),
        ("analysis", "/api/analyze", {"ruleset": "nim", "position": "1 2 3"}, 200),
        ("analysis", "/api/analyze", {"ruleset": "fox-and-geese", "position": "g.g.g.|......|......|...f.."}, 200),
        ("analysis", "/api/analyze", {"ruleset": "domineering", "position": "........|........|........|........|........|........|........|........"}, 200),
        ("worksheet", "/api/worksheet", {"session": sheet["session"], "text": "g + ^"}, 200),
        ("game", "/api/play/move", {"session": game["session"], "move": "a1-a2"}, 200),
        ("game", "/api/play/hint", {"session": game["session"]}, 200),
        ("game", "/api/play/undo", {"session": game["session"]}, 200),
        ("sequence", "/api/sequence", {"game": "kayles", "to": 50}, 200),
        ("sequence", "/api/sequence", {"game": "dawson-kayles", "to": 30, "misere": True}, 200),
        ("sequence", "/api/sequence", {"game": "kayles", "to": 20, "misere": True}, 200),
        ("analysis", "/api/analyze", {"ruleset": "nim", "position": "1 1 3", "misere": True}, 200),
        ("analysis", "/api/analyze", {"ruleset": "domineering", "position": "....|....|....", "canonical_budget": 1}, 200),
        ("progress", "/api/progress?job=none", None, 200),
        ("error", "/api/analyze", {"ruleset": "nim", "position": "x"}, 400),
        ("error", "/api/play/move", {"session": "none", "move": "1"}, 400),
    ]
    assert not [e.message for e in serve_validator("worksheet").iter_errors(sheet)], sheet
    assert not [e.message for e in serve_validator("game").iter_errors(game)], game
    for name, path, body, code in cases:
        status, doc = api(serve, path, body)
        assert status == code, (path, body, doc)
        errors = [e.message for e in serve_validator(name).iter_errors(doc)]
        assert not errors, (path, body, doc, errors)
        assert not [e.message for e in validator("serve.json").iter_errors(doc)]
    # A worksheet stopped by the server's request timeout (2 s): asked once,
    # since each ask waits the whole timeout.
    status, stopped = api(serve, "/api/worksheet", {"text": ENDLESS})
    assert status == 200, stopped
    assert stopped["stopped"] == "timeout"
    assert not [e.message for e in serve_validator("worksheet").iter_errors(stopped)], stopped
    assert not [e.message for e in validator("serve.json").iter_errors(stopped)]
    # The schema is strict: a wrong shape is refused.
    assert list(serve_validator("worksheet").iter_errors(dict(stopped, answers="none")))
    assert list(serve_validator("analysis").iter_errors({"schema": "conway/1", "ruleset": "nim"}))


def serve_validator(name):
    """The validator of one of serve.json's answers (`error`: the error document)."""
    if name == "error":
        return validator("concepts/error.json")
    schema = {"$ref": (SCHEMA_DIR / "serve.json").as_uri() + f"#/$defs/{name}"}
    return jsonschema.Draft202012Validator(schema, registry=REGISTRY)
