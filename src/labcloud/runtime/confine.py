"""What a sandbox can see and touch: its own mount view, a Landlock domain, a dedicated user.

Probed once per process (:func:`protections`), the strongest of these the kernel offers without
extra privileges is applied in the child between ``fork`` and ``exec`` (:func:`child_setup`):

* **namespaces** (Linux; a new mount namespace, inside a new user namespace unless labcloud runs
  as root): ``/var`` becomes a read-only view holding only ``/var/task`` (the code, a read-only
  overlay: writes fail with ``EROFS``, it is the working directory), ``/var/runtime`` (the runtime loops
  and boto3/awslambdaric, read-only) and ``/var/lang`` (the interpreter's installation, when it
  is not under ``/usr``); the layers are merged read-only at ``/opt`` (overlayfs); ``/tmp`` is a fresh tmpfs of EphemeralStorage bytes (``ENOSPC`` past it, gone with the
  process); labcloud's data directory is covered by an empty read-only folder.
* **Landlock** (Linux 5.13+): reads only beneath the system folders (``/usr``, ``/etc``, ...),
  the sandbox's own code, layers and runtime, writes only beneath ``/tmp`` and to a few devices
  (``/dev/null``, ``/dev/urandom``, ...; not ``/dev/shm``); no
  signals to or ``ptrace`` of processes outside the sandbox (ABI 6 scopes signals and abstract
  unix sockets).
* **a dedicated user** when labcloud runs as root: each live sandbox gets its own unprivileged
  uid/gid (no account, no groups), so file permissions protect the server's files
  (``/etc/shadow``, ``/root``) and ``RLIMIT_NPROC`` bounds that sandbox's processes alone.
* ``no_new_privs`` always (a setuid program cannot raise a sandbox's privileges).

Anything unavailable (macOS; a kernel without Landlock; user namespaces refused) degrades to
what remains; :func:`missing` words it for ``labcloud up``'s first lines and docs/sandbox.md
lists what each level enforces.
"""

from __future__ import annotations

import os
import random
import stat
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

#: Folders a sandbox may read (and execute from) when they exist, as on Lambda's own image.
SYSTEM_READ = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc", "/proc", "/sys")
#: Files under /etc that are often links elsewhere (systemd-resolved keeps resolv.conf under /run).
_LINKED_CONFIG = ("/etc/resolv.conf", "/etc/hosts", "/etc/localtime")


@cache
def system_reads() -> tuple[str, ...]:
    """:data:`SYSTEM_READ` that exist, and where the linked configuration files really are."""
    found = [p for p in SYSTEM_READ if os.path.exists(p)]
    for link in _LINKED_CONFIG:
        real = os.path.realpath(link)
        if os.path.exists(real) and not any(real == p or real.startswith(p + "/") for p in found):
            found.append(real)
    return tuple(found)


#: The devices a sandbox may read and write (not /dev/shm: no folder shared with other sandboxes).
DEVICES = ("/dev/null", "/dev/zero", "/dev/full", "/dev/random", "/dev/urandom", "/dev/tty")
#: Interpreter installations readable where they are (not bound at /var/lang).
SYSTEM_PREFIXES = ("/usr", "/usr/local", "/")
#: First uid/gid of the dedicated sandbox users (no account has them; see :func:`allocate_uid`).
UID_BASE = 2_000_000_000

_CLONE_NEWNS = 0x00020000
_CLONE_NEWUSER = 0x10000000
_MS_RDONLY = 1
_MS_NOSUID = 2
_MS_NODEV = 4
_MS_NOEXEC = 8
_MS_REMOUNT = 32
_MS_NOATIME = 1024
_MS_NODIRATIME = 2048
_MS_BIND = 4096
_MS_REC = 16384
_MS_PRIVATE = 1 << 18
_MS_RELATIME = 1 << 21
_MS_STRICTATIME = 1 << 24
_PR_SET_NO_NEW_PRIVS = 38
_SYS_LANDLOCK_CREATE_RULESET = 444
_SYS_LANDLOCK_ADD_RULE = 445
_SYS_LANDLOCK_RESTRICT_SELF = 446
_LANDLOCK_CREATE_RULESET_VERSION = 1
_LANDLOCK_RULE_PATH_BENEATH = 1
_LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET = 1
_LANDLOCK_SCOPE_SIGNAL = 2

# Landlock filesystem rights (bit 13 REFER from ABI 2, 14 TRUNCATE from ABI 3, 15 IOCTL_DEV from ABI 5).
_EXECUTE, _WRITE_FILE, _READ_FILE, _READ_DIR = 1, 2, 4, 8
_FILE_RIGHTS = _EXECUTE | _WRITE_FILE | _READ_FILE | (1 << 14) | (1 << 15)
_READ_RIGHTS = _EXECUTE | _READ_FILE | _READ_DIR


def _fs_rights(abi: int) -> int:
    bits = 13 + (abi >= 2) + (abi >= 3)
    rights = (1 << bits) - 1
    if abi >= 5:
        rights |= 1 << 15
    return rights


@cache
def _structs() -> tuple[Any, Any]:
    """Landlock's ``landlock_ruleset_attr`` and (packed) ``landlock_path_beneath_attr``."""
    import ctypes

    class RulesetAttr(ctypes.Structure):
        _fields_ = [
            ("handled_access_fs", ctypes.c_uint64),
            ("handled_access_net", ctypes.c_uint64),
            ("scoped", ctypes.c_uint64),
        ]

    class PathBeneath(ctypes.Structure):
        _pack_ = 1
        _fields_ = [("allowed_access", ctypes.c_uint64), ("parent_fd", ctypes.c_int32)]

    return RulesetAttr, PathBeneath


@cache
def _libc() -> Any:
    """libc through ctypes (imported here: ctypes costs the server's start-up ~5 ms), or None off Linux."""
    if not sys.platform.startswith("linux"):
        return None
    import ctypes

    lib = ctypes.CDLL(None, use_errno=True)  # the process's own symbols: libc's
    lib.mount.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_char_p, ctypes.c_ulong, ctypes.c_char_p]
    lib.unshare.argtypes = [ctypes.c_int]
    lib.syscall.restype = ctypes.c_long
    lib.prctl.restype = ctypes.c_int  # every function a child calls is looked up here, before any fork
    _structs()
    return lib


def _check(result: int, what: str) -> int:
    if result < 0:
        import ctypes

        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")
    return result


def landlock_abi() -> int:
    """The kernel's Landlock ABI version (0: none)."""
    lib = _libc()
    if lib is None:
        return 0
    import ctypes

    found = lib.syscall(
        _SYS_LANDLOCK_CREATE_RULESET, None, ctypes.c_size_t(0), _LANDLOCK_CREATE_RULESET_VERSION
    )
    return max(0, int(found))


@dataclass(frozen=True)
class Protections:
    """What this machine lets labcloud apply to every sandbox."""

    landlock: int  # Landlock ABI version, 0 when unavailable
    namespaces: bool  # a private mount view (and a user namespace unless root) with a sized tmpfs
    dedicated_user: bool  # each sandbox runs as its own unprivileged uid (labcloud runs as root)
    root: bool = False  # labcloud runs as root


def namespace_flags() -> int:
    return _CLONE_NEWNS if os.geteuid() == 0 else _CLONE_NEWNS | _CLONE_NEWUSER


def _enter_namespaces(flags: int, uid: int, gid: int) -> None:
    lib = _libc()
    assert lib is not None
    _check(lib.unshare(flags), "unshare")
    if flags & _CLONE_NEWUSER:
        for name, text in (
            ("setgroups", "deny"),
            ("uid_map", f"{uid} {uid} 1"),
            ("gid_map", f"{gid} {gid} 1"),
        ):
            with open(f"/proc/self/{name}", "w") as out:
                out.write(text)
    _check(lib.mount(None, b"/", None, _MS_REC | _MS_PRIVATE, None), "mount --make-rprivate /")


def _probe_namespaces() -> None:  # pragma: no cover - runs in a forked child
    """Every kind of mount a sandbox's view needs: a sized tmpfs, a read-only bind, a read-only overlay."""
    _enter_namespaces(namespace_flags(), os.getuid(), os.getgid())
    lib = _libc()
    assert lib is not None
    _check(lib.mount(b"tmpfs", b"/tmp", b"tmpfs", _MS_NOSUID | _MS_NODEV, b"size=1048576,mode=1777"), "tmpfs")
    for name in ("a", "b", "bound", "merged"):
        os.mkdir(f"/tmp/{name}")
    _mount(lib, b"/tmp/a", "/tmp/bound", None, _MS_BIND, None)
    ro = _MS_REMOUNT | _MS_BIND | _MS_RDONLY | _MS_NOSUID | _MS_NODEV | mount_flags("/tmp/a")
    _mount(lib, None, "/tmp/bound", None, ro, None)
    _mount(lib, b"overlay", "/tmp/merged", b"overlay", _MS_RDONLY, b"lowerdir=/tmp/a:/tmp/b")


def _namespaces_work() -> bool:
    if _libc() is None or os.environ.get("LABCLOUD_SANDBOX_NAMESPACES") == "0":
        return False
    # In a fresh interpreter, not a ``preexec_fn``: the probe runs on a thread of a server whose other
    # threads import and collect meanwhile, and forking with a Python hook then races them (CPython raised
    # "release unlocked lock" here under load); a new process is single-threaded, as unshare needs.
    probe = "from labcloud.runtime.confine import _probe_namespaces; _probe_namespaces()"
    # the child imports this very labcloud, installed or not (a source tree run without installing it)
    here = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    path = os.pathsep.join(p for p in (here, os.environ.get("PYTHONPATH", "")) if p)
    try:
        done = subprocess.run(
            [sys.executable, "-c", probe],
            env={**os.environ, "PYTHONPATH": path},
            timeout=10,
            check=False,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return done.returncode == 0


@cache
def protections() -> Protections:
    """Probe (once) what the kernel allows; ``LABCLOUD_SANDBOX_NAMESPACES=0`` and
    ``LABCLOUD_SANDBOX_LANDLOCK=0`` turn a mechanism off (to exercise the degraded levels)."""
    landlock = 0 if os.environ.get("LABCLOUD_SANDBOX_LANDLOCK") == "0" else landlock_abi()
    as_root = hasattr(os, "geteuid") and os.geteuid() == 0
    namespaces = _namespaces_work()
    # without its own view, a dedicated user could not reach code and interpreters kept in root's folders
    return Protections(landlock, namespaces, dedicated_user=as_root and namespaces, root=as_root)


def missing(found: Protections) -> list[str]:
    """One line per protection this machine does not give sandboxes (for ``labcloud up``)."""
    lines = []
    if not found.namespaces:
        lines.append(
            "sandboxes share the server's filesystem view: no read-only /var/task or /opt, /tmp is a "
            "watched folder (not a sized tmpfs), and paths show labcloud's data directory"
        )
    if not found.landlock:
        lines.append("no Landlock: a sandbox can read and write whatever its user may")
    if found.root and not found.dedicated_user:
        lines.append("sandboxes run as root (no dedicated user without a view of their own)")
    return lines


# -- the dedicated users -----------------------------------------------------------------

_in_use: set[int] = set()
_block = UID_BASE + (os.getpid() % 20_000) * 10_000


def allocate_uid() -> int:
    """A uid no live sandbox of this process uses (servers on one machine draw from separate blocks)."""
    for _ in range(10_000):
        uid = _block + random.randrange(10_000)
        if uid not in _in_use:
            _in_use.add(uid)
            return uid
    raise RuntimeError("no free sandbox uid")


def release_uid(uid: int) -> None:
    _in_use.discard(uid)


# -- the plan a child applies ------------------------------------------------------------


@dataclass(frozen=True)
class Bind:
    """``source`` (a host path) seen read-only at ``target`` inside the sandbox."""

    source: str
    target: str
    flags: int  # the source mount's locked flags, kept on the read-only remount


@dataclass
class Confinement:
    """Everything the child does before ``exec``, computed in the server (the child only makes syscalls)."""

    namespaces: bool = False
    namespace_flags: int = 0
    uid: int | None = None  # the dedicated user (root only)
    gid: int | None = None  # its group when not ``uid`` (an EFS access point's POSIX user)
    groups: list[int] = field(default_factory=list)  # its supplementary groups
    outer_uid: int = 0
    outer_gid: int = 0
    var_skeleton: str = ""
    binds: list[Bind] = field(default_factory=list)
    #: read-only overlays (a read-only filesystem: writes fail with EROFS, whatever the files' modes),
    #: each ``(target, lower folders, topmost first)``
    overlays: list[tuple[str, list[str]]] = field(default_factory=list)
    #: read-write binds (EFS access points): ``(host folder, target under /mnt)``; /mnt becomes a small
    #: read-only tmpfs holding only their mount points
    rw_binds: list[tuple[str, str]] = field(default_factory=list)
    tmp_bytes: int = 0
    hide: list[str] = field(default_factory=list)
    workdir: str = ""
    landlock: int = 0
    read_paths: list[str] = field(default_factory=list)
    write_paths: list[str] = field(default_factory=list)


def mount_flags(path: str) -> int:
    """The flags of the mount holding ``path`` that a user namespace may not clear on remount."""
    try:
        flag = os.statvfs(path).f_flag
    except OSError:
        return 0
    out = 0
    for st, ms in (
        (os.ST_NOEXEC, _MS_NOEXEC),
        (os.ST_NOATIME, _MS_NOATIME),
        (os.ST_NODIRATIME, _MS_NODIRATIME),
    ):
        if flag & st:
            out |= ms
    relatime = getattr(os, "ST_RELATIME", 4096)
    if flag & relatime:
        out |= _MS_RELATIME
    elif not flag & os.ST_NOATIME:
        out |= _MS_STRICTATIME
    return out


def child_setup(plan: Confinement | None, then: Callable[[], None]) -> Callable[[], None]:
    """A ``preexec_fn``: enter the plan's confinement, then run ``then`` (the rlimits)."""
    if plan is None:
        return then

    def apply() -> None:
        try:
            enter()
        except BaseException as exc:  # said on the sandbox's output (its log), then the start fails
            os.write(2, f"labcloud: the sandbox could not be confined: {exc}\n".encode())
            raise

    def enter() -> None:
        if plan.namespaces:
            _build_view(plan)
        if plan.workdir:
            os.chdir(plan.workdir)
        if plan.uid is not None:
            gid = plan.uid if plan.gid is None else plan.gid
            os.setgroups(plan.groups)
            os.setresgid(gid, gid, gid)
            os.setresuid(plan.uid, plan.uid, plan.uid)
        then()
        lib = _libc()
        if lib is not None:
            _check(lib.prctl(_PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0), "no_new_privs")
        if plan.landlock:
            _restrict(plan)

    return apply


def _mount(
    lib: Any, source: bytes | None, target: str, fstype: bytes | None, flags: int, data: bytes | None
) -> None:
    _check(lib.mount(source, target.encode(), fstype, flags, data), f"mount {target}")


def _build_view(plan: Confinement) -> None:
    lib = _libc()
    assert lib is not None
    _enter_namespaces(plan.namespace_flags, plan.outer_uid, plan.outer_gid)
    # sources are opened (in the new namespace) before anything is mounted over them: the data dir may
    # lie under /var or /tmp
    fds: dict[str, int] = {}
    try:
        lowers = [path for _target, layers in plan.overlays for path in layers]
        for path in [
            plan.var_skeleton,
            *(b.source for b in plan.binds),
            *lowers,
            *(s for s, _ in plan.rw_binds),
        ]:
            if path not in fds:
                fds[path] = os.open(path, os.O_PATH | os.O_CLOEXEC)
        ro = _MS_REMOUNT | _MS_BIND | _MS_RDONLY | _MS_NOSUID | _MS_NODEV
        skeleton = Bind(plan.var_skeleton, "/var", mount_flags(plan.var_skeleton))
        for bind in [skeleton, *plan.binds]:
            _mount(lib, f"/proc/self/fd/{fds[bind.source]}".encode(), bind.target, None, _MS_BIND, None)
            _mount(lib, None, bind.target, None, ro | bind.flags, None)
        for target, layers in plan.overlays:
            lower = ":".join(f"/proc/self/fd/{fds[p]}" for p in layers)
            options = f"lowerdir={lower}".encode()
            _mount(lib, b"overlay", target, b"overlay", _MS_RDONLY | _MS_NOSUID | _MS_NODEV, options)
        tmp = f"size={max(plan.tmp_bytes, 4096)},mode=1777".encode()
        _mount(lib, b"tmpfs", "/tmp", b"tmpfs", _MS_NOSUID | _MS_NODEV, tmp)
        if plan.rw_binds:
            _mount(lib, b"tmpfs", "/mnt", b"tmpfs", _MS_NOSUID | _MS_NODEV, b"size=65536,mode=755")
            for source, target in plan.rw_binds:
                os.makedirs(target, mode=0o755, exist_ok=True)
                _mount(lib, f"/proc/self/fd/{fds[source]}".encode(), target, None, _MS_BIND, None)
                rw = _MS_REMOUNT | _MS_BIND | _MS_NOSUID | _MS_NODEV | mount_flags(source)
                _mount(lib, None, target, None, rw, None)
            _mount(
                lib,
                None,
                "/mnt",
                None,
                _MS_REMOUNT | _MS_RDONLY | _MS_NOSUID | _MS_NODEV,
                b"size=65536,mode=755",
            )
        for path in plan.hide:
            try:
                _mount(
                    lib,
                    b"tmpfs",
                    path,
                    b"tmpfs",
                    _MS_RDONLY | _MS_NOSUID | _MS_NODEV | _MS_NOEXEC,
                    b"size=4096,mode=755",
                )
            except FileNotFoundError:
                pass  # already out of sight (it was under /var or /tmp)
            except OSError as exc:
                if exc.errno != 2:
                    raise
    finally:
        for fd in fds.values():
            os.close(fd)


def _restrict(plan: Confinement) -> None:
    lib = _libc()
    assert lib is not None
    handled = _fs_rights(plan.landlock)
    import ctypes

    ruleset_attr, _path_beneath = _structs()
    attr = ruleset_attr(handled, 0, 0)
    size = 8
    if plan.landlock >= 6:
        attr.scoped = _LANDLOCK_SCOPE_SIGNAL | _LANDLOCK_SCOPE_ABSTRACT_UNIX_SOCKET
        size = ctypes.sizeof(ruleset_attr)
    ruleset = _check(
        lib.syscall(_SYS_LANDLOCK_CREATE_RULESET, ctypes.byref(attr), ctypes.c_size_t(size), 0),
        "landlock ruleset",
    )
    try:
        for paths, rights in ((plan.read_paths, _READ_RIGHTS), (plan.write_paths, handled)):
            for path in paths:
                _allow(lib, ruleset, path, rights & handled)
        _check(lib.syscall(_SYS_LANDLOCK_RESTRICT_SELF, ruleset, 0), "landlock restrict")
    finally:
        os.close(ruleset)


def _allow(lib: Any, ruleset: int, path: str, rights: int) -> None:
    try:
        fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
    except OSError:
        return  # not there: nothing to allow
    try:
        if not stat.S_ISDIR(os.fstat(fd).st_mode):
            rights &= _FILE_RIGHTS
        import ctypes

        rule = _structs()[1](rights, fd)
        _check(
            lib.syscall(_SYS_LANDLOCK_ADD_RULE, ruleset, _LANDLOCK_RULE_PATH_BENEATH, ctypes.byref(rule), 0),
            f"landlock rule {path}",
        )
    finally:
        os.close(fd)


def existing(paths: Sequence[str]) -> list[str]:
    return [p for p in paths if os.path.exists(p)]


def is_system_prefix(prefix: str | Path) -> bool:
    return str(prefix) in SYSTEM_PREFIXES
