"""What each level of confinement enforces (confine.py), through real sandboxes.

The full view (namespaces) covers folders it is told to keep private even outside /tmp and /var;
with Landlock alone (no namespaces: LABCLOUD_SANDBOX_NAMESPACES=0), the sandbox keeps its host
paths but reads nothing outside the system folders, its code and its runtime, and writes only its
private TMPDIR.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from runtime_helpers import Recorder, run_with_manager, spec_for

from labcloud.runtime import SandboxManager, confine

FOUND = confine.protections()

PROBE = """
import errno, json, os

def attempt(action):
    try:
        action()
        return "allowed"
    except OSError as exc:
        return errno.errorcode.get(exc.errno, str(exc.errno))

def read(path):
    with open(path) as f:
        f.read()

def write(path):
    with open(path, "w") as f:
        f.write("x")

def handler(event, context):
    return {
        "read_private": attempt(lambda: read(os.path.join(event["private"], "secret"))),
        "write_private": attempt(lambda: write(os.path.join(event["private"], "new"))),
        "write_code": attempt(lambda: write(os.path.join(os.environ["LAMBDA_TASK_ROOT"], "new"))),
        "write_tmpdir": attempt(lambda: write(os.path.join(os.environ["TMPDIR"], "mine"))),
    }
"""


@pytest.fixture
def private_dir() -> Iterator[Path]:
    """A folder outside /tmp, /var and /dev/shm (all replaced in the sandbox's view) that any user may
    reach (a dedicated sandbox user could not enter root's home), holding a secret."""
    base = Path("/run/lock")  # world-writable (mode 1777) on Debian and Ubuntu
    if not os.access(base, os.W_OK | os.X_OK):
        pytest.skip("no world-writable folder outside /tmp, /var and /dev/shm")
    folder = Path(tempfile.mkdtemp(prefix="labcloud-private-", dir=base))
    folder.chmod(0o755)
    (folder / "secret").write_text("labcloud's own")
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def landlock_only(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    if not FOUND.landlock:
        pytest.skip("this kernel has no Landlock")
    monkeypatch.setenv("LABCLOUD_SANDBOX_NAMESPACES", "0")
    confine.protections.cache_clear()
    yield
    monkeypatch.delenv("LABCLOUD_SANDBOX_NAMESPACES")
    confine.protections.cache_clear()


def _probe(tmp_path: Path, private: Path) -> dict[str, str]:
    spec = spec_for(tmp_path, {"app.py": PROBE}, timeout_s=10)
    seen: dict[str, str] = {}

    async def body(m: SandboxManager, rec: Recorder) -> None:
        result = await m.invoke(spec, json.dumps({"private": str(private)}).encode())
        assert result.status == "success", result.payload
        seen.update(json.loads(result.payload))

    run_with_manager(tmp_path, body, private_dirs=(private,))
    return seen


@pytest.mark.skipif(not FOUND.namespaces, reason="this kernel gives sandboxes no view of their own")
def test_private_folders_are_out_of_the_view(tmp_path: Path, private_dir: Path) -> None:
    assert _probe(tmp_path, private_dir) == {
        "read_private": "ENOENT",  # covered by an empty, read-only folder
        "write_private": "EROFS",
        "write_code": "EROFS",
        "write_tmpdir": "allowed",
    }
    assert sorted(p.name for p in private_dir.iterdir()) == ["secret"]


@pytest.mark.skipif(os.geteuid() == 0 and not FOUND.landlock, reason="needs Landlock")
def test_landlock_alone_confines_reads_and_writes(
    tmp_path: Path, private_dir: Path, landlock_only: None
) -> None:
    assert confine.protections().namespaces is False
    assert _probe(tmp_path, private_dir) == {
        "read_private": "EACCES",  # outside what Landlock lets the sandbox read
        "write_private": "EACCES",
        "write_code": "EACCES",  # no view of its own: a refused write, not a read-only filesystem
        "write_tmpdir": "allowed",
    }
    assert sorted(p.name for p in private_dir.iterdir()) == ["secret"]


def test_missing_protections_are_worded_for_labcloud_up() -> None:
    nothing = confine.Protections(landlock=0, namespaces=False, dedicated_user=False, root=True)
    lines = confine.missing(nothing)
    assert len(lines) == 3
    assert "no Landlock" in lines[1] and "run as root" in lines[2]
    assert len(confine.missing(confine.Protections(0, False, False, root=False))) == 2  # macOS, as a user
    assert confine.missing(confine.Protections(6, True, True, root=True)) == []
    assert confine.missing(confine.Protections(6, True, False, root=False)) == []  # a user namespace


@pytest.mark.skipif(not FOUND.namespaces, reason="this kernel gives sandboxes no view of their own")
def test_a_confinement_that_fails_never_runs_the_program(tmp_path: Path) -> None:
    """The child says why on its output (the function's log) and the program is never run unconfined."""
    plan = confine.Confinement(
        namespaces=True,
        namespace_flags=confine.namespace_flags(),
        outer_uid=os.getuid(),
        outer_gid=os.getgid(),
        var_skeleton=str(tmp_path / "gone"),
    )
    marker = tmp_path / "ran"
    with pytest.raises(subprocess.SubprocessError):
        subprocess.run(
            ["/bin/sh", "-c", f"touch {marker}"],
            preexec_fn=confine.child_setup(plan, lambda: None),
            stderr=subprocess.PIPE,
            check=False,
        )
    assert not marker.exists()
