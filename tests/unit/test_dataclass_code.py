"""The cache of dataclasses' generated code: records built through it behave as dataclasses builds them,
a second process compiles nothing it saved, and a damaged or foreign file is a miss."""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from labcloud import dataclass_code


@pytest.fixture
def cache_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.delenv("LABCLOUD_DATACLASS_CACHE", raising=False)
    dataclass_code.uninstall()
    yield tmp_path
    dataclass_code.uninstall()


def _record() -> type:
    @dataclasses.dataclass(frozen=True, slots=True)
    class Row:
        name: str
        size: int = 0
        tags: tuple[str, ...] = dataclasses.field(default_factory=tuple)

    return Row


def _behaviour(row_class: type) -> tuple[object, ...]:
    row = row_class("a", 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        row.size = 3
    with pytest.raises(dataclasses.FrozenInstanceError):
        del row.name
    return (
        repr(row),
        row == row_class("a", 2),
        row == row_class("a", 3),
        hash(row) == hash(row_class("a", 2)),
        row_class("b").tags,
        row_class.__init__.__annotations__,  # no __future__ flag leaks into the generated code
    )


def test_a_record_built_through_the_cache_behaves_as_dataclass_builds_it(cache_home: Path) -> None:
    plain = _behaviour(_record())
    cache = dataclass_code.install()
    assert cache is not None and vars(dataclasses)["exec"] == cache.exec
    assert _behaviour(_record()) == plain
    assert plain[-1] == {"name": "str", "size": "int", "tags": "tuple[str, ...]", "return": None}
    assert cache.compiled > 0


def test_a_second_process_runs_what_the_first_saved_without_compiling(cache_home: Path) -> None:
    first = dataclass_code.install()
    assert first is not None
    _record()
    compiled = first.compiled
    # __init__, and a frozen record's __setattr__ and __delattr__ at least: each its own text before Python
    # 3.13, one text holding all of a class's methods from 3.13 on
    assert compiled >= (1 if sys.version_info >= (3, 13) else 3)
    first.save()
    second = dataclass_code.CodeCache(first.path)
    dataclass_code.uninstall()
    dataclasses.exec = second.exec  # type: ignore[attr-defined]
    assert _behaviour(_record()) == _behaviour(_record())
    assert second.compiled == 0


def test_labcloud_up_imports_compile_no_record_a_previous_start_compiled(cache_home: Path) -> None:
    script = (
        "from labcloud import dataclass_code\n"
        "cache = dataclass_code.install()\n"
        "import labcloud.server\n"
        "from labcloud.services.registry import EVERY_REQUEST, find\n"
        "for service in EVERY_REQUEST: find(service)\n"
        "cache.save()\n"
        "print(cache.compiled)\n"
    )
    env = {**os.environ, "XDG_CACHE_HOME": str(cache_home)}

    def compiled() -> int:
        out = subprocess.run(
            [sys.executable, "-c", script], env=env, check=True, capture_output=True, text=True
        )
        return int(out.stdout)

    # ~95 records before the server answers: >100 texts before Python 3.13, one per class from 3.13 on
    assert compiled() > 50
    assert compiled() == 0


@pytest.mark.parametrize("damage", ["truncate", "flip", "foreign"])
def test_a_damaged_or_foreign_file_is_a_miss(cache_home: Path, damage: str) -> None:
    cache = dataclass_code.install()
    assert cache is not None
    plain = _behaviour(_record())
    cache.save()
    written = cache.path.read_bytes()
    assert len(dataclass_code.decode(written)) == cache.compiled
    blob = bytearray(written)
    if damage == "truncate":
        blob = blob[:-7]
    elif damage == "flip":
        blob[-5] ^= 0x01  # inside the last entry's code
    else:
        blob = bytearray(blob.replace(b"labcloud-dataclass-code", b"something-else-entirely"))
    cache.path.write_bytes(bytes(blob))
    kept = dataclass_code.decode(bytes(blob))
    assert len(kept) == (cache.compiled - 1 if damage == "flip" else 0)
    again = dataclass_code.CodeCache(cache.path)
    dataclass_code.uninstall()
    dataclasses.exec = again.exec  # type: ignore[attr-defined]
    assert _behaviour(_record()) == plain
    assert again.compiled == (1 if damage == "flip" else cache.compiled)


def test_turned_off_it_leaves_dataclasses_alone(cache_home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LABCLOUD_DATACLASS_CACHE", "0")
    assert dataclass_code.install() is None
    assert "exec" not in vars(dataclasses)
    dataclass_code.save()
    assert not (cache_home / "labcloud").exists()
