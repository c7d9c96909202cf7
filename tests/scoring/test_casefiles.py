"""Reading hands from text: the shapes a file may take, and clear errors for bad files."""

import pytest

from scoring.casefiles import CaseFileError, load_cases

ONE = "ruleset: nmb\nprevailing_wind: E\nplayers: {E: {}, S: {}, W: {}, N: {}}\nresult: {kind: draw}\n"


@pytest.mark.parametrize(
    ("text", "count", "ruleset"),
    [
        (ONE, 1, "nmb"),
        ("- " + ONE.replace("\n", "\n  "), 1, "nmb"),
        (
            "ruleset: mcr\ndefaults: {}\ncases:\n- {id: a, players: {}, result: {kind: draw}}\n",
            1,
            "mcr",
        ),
        ('{"ruleset": "hk", "players": {}, "result": {"kind": "draw"}}', 1, "hk"),
        ('[{"ruleset": "hk"}, {"ruleset": "nmb"}]', 2, "hk"),
    ],
)
def test_shapes(text, count, ruleset):
    cases = load_cases(text, "t")
    assert len(cases) == count
    assert cases[0].data["ruleset"] == ruleset


def test_expected_is_kept_apart_and_file_options_apply():
    text = "ruleset: nmb\noptions: {limit: 1000}\ncases:\n- id: x\n  options: {flowers: true}\n  expected: {points: {E: 1}}\n"
    (case,) = load_cases(text)
    assert case.expected == {"points": {"E": 1}}
    assert "expected" not in case.data
    assert case.data["options"] == {"limit": 1000, "flowers": True}
    assert case.id == "x"


LAUGHS = "a: &a [x, x, x, x, x, x, x, x, x, x]\n" + "".join(
    f"{c}: &{c} [{', '.join([f'*{p}'] * 10)}]\n"
    for p, c in zip("abcdefgh", "bcdefghi", strict=True)
)


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("players: [unclosed", "bad_yaml"),
        ('{"ruleset": ', "bad_json"),
        ("42", "no_hands"),
        ("cases: {a: 1}", "bad_cases"),
        ("cases: [1, 2]", "not_a_hand"),
        (b"\xff\xfe\x00garbage", "not_text"),
        (b"x" * (6 * 1024 * 1024), "too_large"),
        ("[" * 100_000, "too_deep"),  # was a RecursionError traceback
        ("[" * 65 + "]" * 65, "too_deep"),
        ('{"a": ' * 1000 + "1" + "}" * 1000, "too_deep"),
        ("- " * 3000 + "x", "too_deep"),  # YAML
        (LAUGHS, "too_many_values"),  # YAML aliases unfolding into 10**9 values
    ],
)
def test_bad_files_get_clear_errors(text, code):
    with pytest.raises(CaseFileError) as exc:
        load_cases(text, "upload.yaml")
    assert exc.value.code == code
