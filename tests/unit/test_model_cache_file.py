"""The per-user model cache's file: a cached model is read back as written, anything else is a miss."""

from __future__ import annotations

import pickle
import zlib
from pathlib import Path

import botocore
import pytest

from labcloud.protocol import model_cache

MODEL = {
    "metadata": {"protocol": "json"},
    "operations": {"A": {"name": "A", "n": 1, "f": 0.5}},
    "x": [None, True],
}


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    monkeypatch.delenv("LABCLOUD_MODEL_CACHE", raising=False)
    monkeypatch.setattr(model_cache, "_hits", set())
    monkeypatch.setattr(model_cache, "_stored", set())
    where = model_cache.directory()
    assert where is not None
    return where


def _write(where: Path, blob: bytes) -> None:
    where.mkdir(parents=True, exist_ok=True)
    (where / "svc.model").write_bytes(blob)


def test_a_stored_model_reads_back_equal(cache_dir: Path) -> None:
    model_cache.store({"svc": MODEL})
    assert model_cache.lookup("svc") == MODEL


@pytest.mark.parametrize("cut", [1, 10, 100])
def test_a_truncated_file_is_a_miss(cache_dir: Path, cut: int) -> None:
    _write(cache_dir, model_cache.encode(MODEL)[:-cut])
    assert model_cache.lookup("svc") is None


def test_a_flipped_byte_is_a_miss(cache_dir: Path) -> None:
    blob = bytearray(model_cache.encode(MODEL))
    blob[-5] ^= 0x01
    _write(cache_dir, bytes(blob))
    assert model_cache.lookup("svc") is None


def test_another_botocore_versions_file_is_a_miss(cache_dir: Path) -> None:
    blob = model_cache.encode(MODEL).replace(botocore.__version__.encode(), b"0.0.1", 1)
    _write(cache_dir, blob)
    assert model_cache.lookup("svc") is None


def test_a_json_file_or_garbage_is_a_miss(cache_dir: Path) -> None:
    _write(cache_dir, b'{"operations": {}}')
    assert model_cache.lookup("svc") is None
    _write(cache_dir, b"labcloud-model\n")
    assert model_cache.lookup("svc") is None


class _Runs:
    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (print, ("ran",))


def _signed(payload: bytes) -> bytes:
    head = f"{model_cache.FORMAT} {botocore.__version__} {len(payload)} {zlib.crc32(payload)}\n"
    return b"labcloud-model\n" + head.encode() + payload


def test_a_pickle_naming_a_callable_is_refused_without_running_it(
    cache_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _write(cache_dir, _signed(pickle.dumps({"operations": {}, "x": _Runs()})))
    assert model_cache.lookup("svc") is None
    assert "ran" not in capsys.readouterr().out


def test_a_valid_file_that_is_not_a_model_is_a_miss(cache_dir: Path) -> None:
    _write(cache_dir, _signed(pickle.dumps(["operations"])))
    assert model_cache.lookup("svc") is None


def test_a_model_as_botocore_loads_it_is_cached(cache_dir: Path) -> None:
    from collections import OrderedDict

    model_cache.store({"svc": OrderedDict(operations=OrderedDict(A=OrderedDict(members=[OrderedDict(x=1)])))})
    found = model_cache.lookup("svc")
    assert found == {"operations": {"A": {"members": [{"x": 1}]}}}
    assert type(found) is dict and type(found["operations"]["A"]["members"][0]) is dict


SHAPED = {
    "metadata": {"protocol": "ec2"},
    "operations": {"A": {"name": "A", "input": {"shape": "AIn"}}},
    "shapes": {"AIn": {"type": "structure", "members": {"X": {"shape": "S"}}}, "S": {"type": "string"}},
}


def test_shapes_read_back_one_by_one_when_asked_for(cache_dir: Path) -> None:
    model_cache.store({"svc": SHAPED})
    found = model_cache.lookup("svc")
    assert found is not None and found == SHAPED
    shapes = found["shapes"]
    assert isinstance(shapes, model_cache.LazyShapes)
    fresh = model_cache.lookup("svc")
    assert fresh is not None
    assert fresh["shapes"]["S"] == {"type": "string"}
    assert list(fresh["shapes"]._shapes) == ["S"]  # only the shape asked for was unpickled


def test_a_shape_naming_a_callable_is_refused_then_read_from_the_fallback(
    cache_dir: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    shapes = {"S": pickle.dumps(_Runs()), "AIn": pickle.dumps(SHAPED["shapes"]["AIn"])}  # type: ignore[index]
    _write(cache_dir, _signed(pickle.dumps({**SHAPED, "shapes": shapes})))
    found = model_cache.lookup("svc")
    assert found is not None
    with pytest.raises(pickle.UnpicklingError):
        found["shapes"]["S"]  # no fallback: refused
    found["shapes"].fallback = lambda: {"S": {"type": "string"}}
    assert found["shapes"]["S"] == {"type": "string"}
    assert "ran" not in capsys.readouterr().out


def test_shapes_that_are_not_pickles_are_a_miss(cache_dir: Path) -> None:
    _write(cache_dir, _signed(pickle.dumps({**SHAPED})))  # the shapes as plain dicts (the format before)
    assert model_cache.lookup("svc") is None
