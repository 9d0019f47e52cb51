"""Settings are read once at start: services and the core read ``settings.tuning``, never the environment.

A variable read deep inside a service at call time made behaviour depend on when a module was first
imported (a module constant) or on the environment of whichever process ran the code; the one snapshot in
``Settings.tuning`` makes a server's knobs those it started with.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from labcloud.config import Settings
from labcloud.tuning import Tuning

SRC = Path(__file__).resolve().parents[2] / "src" / "labcloud"
#: Code that runs inside a server: the environment is off limits there.
SERVER_CODE = ("services", "events", "hub.py", "pipeline.py", "scheduler.py", "app.py", "server.py", "http")
#: Generated code and the sandbox side (which builds a function's environment on purpose).
EXEMPT = ("services/_codegen",)


def _server_modules() -> list[Path]:
    found: list[Path] = []
    for entry in SERVER_CODE:
        path = SRC / entry
        found.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return [p for p in found if not any(str(p.relative_to(SRC)).startswith(e) for e in EXEMPT)]


def _environment_reads(path: Path) -> list[int]:
    lines = []
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "os":
            if node.attr in ("environ", "getenv", "environb"):
                lines.append(node.lineno)
    return lines


def test_no_server_module_reads_the_environment() -> None:
    offenders = {
        str(path.relative_to(SRC)): lines for path in _server_modules() if (lines := _environment_reads(path))
    }
    assert offenders == {}, f"read settings.tuning instead of os.environ: {offenders}"


def test_the_snapshot_is_taken_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LABCLOUD_KINESIS_HOUR_SECONDS", "2")
    settings = Settings()
    monkeypatch.setenv("LABCLOUD_KINESIS_HOUR_SECONDS", "7")
    assert settings.tuning.number("LABCLOUD_KINESIS_HOUR_SECONDS", 3600.0) == 2.0
    assert Settings().tuning.number("LABCLOUD_KINESIS_HOUR_SECONDS", 3600.0) == 7.0


def test_only_labcloud_variables_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("AWS_SECRET_ACCESS_KEY", "not-for-the-server")
    assert "AWS_SECRET_ACCESS_KEY" not in Tuning().values


@pytest.mark.parametrize(
    ("raw", "number", "integer", "flag"),
    [
        (None, 5.0, 9, True),
        ("", 5.0, 9, True),
        ("2.5", 2.5, 9, True),
        ("12", 12.0, 12, True),
        ("junk", 5.0, 9, True),
        ("0", 0.5, 0, False),
        ("off", 5.0, 9, False),
    ],
)
def test_typed_reads_fall_back_on_bad_values(
    raw: str | None, number: float, integer: int, flag: bool
) -> None:
    tuning = Tuning({} if raw is None else {"LABCLOUD_X": raw})
    assert tuning.number("LABCLOUD_X", 5.0, minimum=0.5) == number
    assert tuning.integer("LABCLOUD_X", 9) == integer
    assert tuning.flag("LABCLOUD_X", True) is flag
