"""One long-lived hashicorp/aws provider process per Terraform workspace, reattached to each command.

Terraform starts the provider afresh for every command that needs it (plan, apply, the import plan,
destroy, show): a 600 MB Go binary that builds its schema of ~1,500 types each time, about 2.3 s of CPU
before a single request reaches labcloud, five or six times per configuration. The provider's own debug
mode (``-debug``) serves it once and prints the ``TF_REATTACH_PROVIDERS`` value that points terraform at
it instead; terraform-plugin-testing drives providers exactly this way. The same provider code answers
every command, configured again by each one, so what the tests check is unchanged.

A reattached provider keeps the environment and working folder it was started with (terraform no longer
hands it its own), so each one belongs to one workspace folder and one environment (labcloud's URL is
``AWS_ENDPOINT_URL`` there), serves one command at a time, and stops when the test process ends or when
newer workspaces push it out. ``LABCLOUD_TF_FRESH_PROVIDER=1`` turns this off (terraform starts the
provider itself each time), and tests/terraform/test_terraform.py always runs that way: it is the README's
own workflow, verbatim, with the mirror installing the provider at ``terraform init``.
"""

from __future__ import annotations

import atexit
import ctypes
import os
import re
import signal
import subprocess
import tempfile
import threading
import time
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

#: Providers kept alive per test process (xdist worker); the least recently used idle one stops first.
KEPT = 3
STARTUP_TIMEOUT = 120.0
REATTACH_LINE = re.compile(r"TF_REATTACH_PROVIDERS='(\{.*\})'")


#: A provider block with an ``alias``: terraform runs one provider instance per configuration (another
#: region, say), and a reattached process is one instance, which each configuration would reconfigure in
#: turn. Workspaces with aliased providers let terraform start its own.
ALIASED = re.compile(r"^\s*alias\s*=", re.M)


def enabled() -> bool:
    return os.environ.get("LABCLOUD_TF_FRESH_PROVIDER", "") not in ("1", "true", "yes")


def one_configuration(folder: Path) -> bool:
    """Whether the configuration in ``folder`` (and its local modules) has a single provider configuration."""
    return not any(ALIASED.search(tf.read_text(errors="replace")) for tf in folder.rglob("*.tf"))


def provider_binary(provider_dir: Path) -> Path:
    """The newest version's binary in the mirror folder of hashicorp/aws."""
    versions = sorted(
        (p for p in provider_dir.iterdir() if p.is_dir()),
        key=lambda p: tuple(int(x) if x.isdigit() else 0 for x in p.name.split(".")),
    )
    for version in reversed(versions):
        found = sorted(version.glob("*/terraform-provider-aws_*"))
        if found:
            return found[0]
    raise FileNotFoundError(f"no terraform-provider-aws binary under {provider_dir}")


#: libc's prctl, looked up here: the child between fork and exec must not load libraries (dlopen takes
#: a lock another thread of the test process may hold at the fork).
_PRCTL = ctypes.CDLL(None, use_errno=True).prctl
_PR_SET_PDEATHSIG = 1


def _ends_with_its_parent() -> None:
    """In the provider's child, before exec: SIGTERM when the test process ends. An xdist worker leaves
    without running ``atexit``, and its providers were left running after CI (Linux's PR_SET_PDEATHSIG;
    should the starting thread end first, the provider stops and the next command starts another)."""
    _PRCTL(_PR_SET_PDEATHSIG, signal.SIGTERM)


class _Provider:
    def __init__(self, binary: Path, cwd: Path, env: dict[str, str]) -> None:
        self.lock = threading.Lock()
        self.log = Path(tempfile.mkstemp(prefix="labcloud-tf-provider-", suffix=".log")[1])
        with self.log.open("wb") as out:
            self.process = subprocess.Popen(
                [str(binary), "-debug"],
                cwd=cwd,
                env=env,
                stdin=subprocess.DEVNULL,
                stdout=out,
                stderr=subprocess.STDOUT,
                preexec_fn=_ends_with_its_parent,
            )
        self.reattach = self._wait_for_address()

    def _wait_for_address(self) -> str:
        deadline = time.monotonic() + STARTUP_TIMEOUT
        while time.monotonic() < deadline:
            found = REATTACH_LINE.search(self.log.read_text(errors="replace"))
            if found:
                return found.group(1)
            if self.process.poll() is not None:
                break
            time.sleep(0.05)
        self.stop()
        raise RuntimeError(f"the aws provider did not start in debug mode:\n{self.log.read_text()[-4000:]}")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.unlink(missing_ok=True)


_providers: OrderedDict[tuple[str, tuple[tuple[str, str], ...]], _Provider] = OrderedDict()
_guard = threading.Lock()


@contextmanager
def reattached(binary: Path, cwd: Path, env: dict[str, str]) -> Iterator[str]:
    """The ``TF_REATTACH_PROVIDERS`` value of this workspace's provider, held for one command."""
    key = (str(cwd.resolve()), tuple(sorted(env.items())))
    with _guard:
        provider = _providers.pop(key, None)
        if provider is None or provider.process.poll() is not None:
            provider = _Provider(binary, cwd, env)
        _providers[key] = provider
        _evict(keep=key)
    with provider.lock:
        yield provider.reattach


def _evict(keep: tuple[str, tuple[tuple[str, str], ...]]) -> None:
    idle = [key for key, p in _providers.items() if key != keep and not p.lock.locked()]
    while len(_providers) > KEPT and idle:
        _providers.pop(idle.pop(0)).stop()


@atexit.register
def _stop_all() -> None:
    while _providers:
        _providers.popitem()[1].stop()
