"""How a sandbox process is started: runtimes, interpreters, command line and environment.

* ``python3.X``: ``python3.X`` from PATH when it really runs (else the server's own interpreter),
  started with ``-S -s`` (no site-packages, no .pth) and a PYTHONPATH of task root, layers and a
  private "runtime deps" folder of symlinks to awslambdaric, boto3 and their dependencies, so
  labcloud itself is never importable inside. The official awslambdaric runs the loop when its
  compiled client loads in that interpreter; otherwise labcloud's pure-Python loop
  (``pyruntime.py``) speaks the same API with the same error shapes.
* ``provided``, ``provided.al2``, ``provided.al2023``: the package's ``bootstrap`` executable.
* ``nodejs*``: labcloud's small JS loop (``noderuntime.py``) under ``node`` from PATH.

Where the sandbox sees all this depends on what :mod:`labcloud.runtime.confine` can apply: with a
mount view of its own, Lambda's paths (``/var/task``, ``/opt``, ``/var/runtime`` holding the loops
and one mount per runtime package, ``/var/lang`` for an interpreter outside ``/usr``, ``/tmp``);
without, the host's paths under the work dir. :meth:`Launcher.plan` gives both the command and the
:class:`~labcloud.runtime.confine.Confinement` the child applies.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import shutil
import sys
import sysconfig
from dataclasses import dataclass, field
from pathlib import Path

from labcloud.errors import AwsError
from labcloud.runtime import confine, node_sdk, noderuntime, trust
from labcloud.runtime.artifact import ensure_readable
from labcloud.runtime.confine import Bind, Confinement
from labcloud.runtime.spec import FunctionSpec

PYTHON_RUNTIMES = tuple(f"python3.{minor}" for minor in range(8, 15))
NODE_RUNTIMES = ("nodejs16.x", "nodejs18.x", "nodejs20.x", "nodejs22.x", "nodejs24.x")
#: What ``os.homedir()`` answers in a Node.js function on Lambda (a folder that does not exist).
NODE_HOME = "/home/sbx_user1051"
PROVIDED_RUNTIMES = ("provided", "provided.al2", "provided.al2023")
SUPPORTED_RUNTIMES = PYTHON_RUNTIMES + NODE_RUNTIMES + PROVIDED_RUNTIMES

# What a python sandbox may import besides the stdlib, the task root and layers.
RUNTIME_DEPS = (
    "awslambdaric",
    "runtime_client",
    "simplejson",
    "snapshot_restore_py",
    "boto3",
    "botocore",
    "s3transfer",
    "jmespath",
    "dateutil",
    "urllib3",
    "six",
    "certifi",
    # the durable execution SDK, which AWS's python3.13+ runtimes include (durable functions)
    "aws_durable_execution_sdk_python",
)
_PYRUNTIME = Path(__file__).with_name("pyruntime.py")
_PYBOOT = Path(__file__).with_name("pyboot.py")
_SYSTEM_PATH = "/usr/local/bin:/usr/bin:/bin"
#: Folders never covered to hide labcloud's own (a data dir set to one of them stays visible).
_NEVER_HIDDEN = {"/", "/var", "/tmp", "/opt", "/home", *confine.SYSTEM_READ}


def check_runtime_available(runtime: str) -> None:
    """Raise ``InvalidParameterValueException`` when ``runtime`` cannot run on this machine.

    Call it at CreateFunction/UpdateFunctionConfiguration time.
    """
    if runtime in PYTHON_RUNTIMES or runtime in PROVIDED_RUNTIMES:
        return
    if runtime in NODE_RUNTIMES:
        if shutil.which("node") is None:
            raise AwsError(
                "InvalidParameterValueException",
                f"The runtime parameter of {runtime} needs Node.js, and labcloud found no 'node' "
                "executable on its PATH. Install Node.js to run this function.",
                status=400,
                Type="User",
            )
        return
    raise AwsError(
        "InvalidParameterValueException",
        f"The runtime parameter of {runtime} is not supported by labcloud "
        f"(supported: {', '.join(SUPPORTED_RUNTIMES)}).",
        status=400,
        Type="User",
    )


@dataclass(frozen=True)
class Interpreter:
    """A python executable probed once: its real path, version, extension-module suffix, installation."""

    executable: str
    version: str
    ext_suffix: str
    substituted: bool  # True when the runtime's own python3.X was not found and another is used
    prefix: str = ""  # sys.base_prefix: the installation the sandbox must be able to read


@dataclass(frozen=True)
class LaunchPlan:
    argv: list[str]
    env: dict[str, str]
    cwd: str | None  # None: the confinement enters the working directory itself
    uses_ric: bool
    notice: str | None  # a line worth writing to the function's log once
    confinement: Confinement | None = None
    bootstraps: tuple[
        str, ...
    ] = ()  # where a custom runtime's bootstrap was looked for, as the sandbox sees it
    tmp_watch: Path | None = None  # a host TMPDIR to measure (None: /tmp is a sized tmpfs)


@dataclass
class _Seen:
    """Where the sandbox sees its code, layers, runtime, interpreter and /tmp."""

    task_root: str
    layers: list[str]
    runtime_dir: str
    deps_dir: str
    tmp_dir: str
    lang: str | None = None  # the interpreter's installation bound at /var/lang
    node_sdk: str | None = None  # the JavaScript SDK's node_modules (runtime/node_sdk.py)
    lib_paths: list[str] = field(default_factory=list)


class Launcher:
    """Builds launch plans; owns the runtime-deps and bootstrap folders under ``work_dir``."""

    def __init__(
        self,
        work_dir: Path,
        *,
        force_pure_python: bool = False,
        private_dirs: tuple[Path, ...] = (),
        ca_file: Path | None = None,
    ) -> None:
        self.work_dir = work_dir
        self.ca_file = ca_file  # labcloud's CA certificate, copied beside the runtime loops (trust.py)
        self._trusted = False
        self.private_dirs = private_dirs
        self.force_pure_python = force_pure_python
        self._interpreters: dict[str, Interpreter] = {}
        self._deps_dir: Path | None = None
        self._boot_dir: Path | None = None
        self._dep_sources: dict[str, Path] | None = None
        self._view_dirs: tuple[Path, Path] | None = None
        self._ric_suffix = self._ric_extension_suffix()
        self._notified: set[str] = set()

    # -- python -------------------------------------------------------------------------

    @staticmethod
    def _ric_extension_suffix() -> str | None:
        spec = importlib.util.find_spec("runtime_client")
        if spec is None or spec.origin is None or importlib.util.find_spec("awslambdaric") is None:
            return None
        name = os.path.basename(spec.origin)
        return name[len("runtime_client") :]

    async def interpreter(self, runtime: str) -> Interpreter:
        cached = self._interpreters.get(runtime)
        if cached is not None:
            return cached
        wanted = runtime.replace("python", "")
        found: Interpreter | None = None
        candidate = shutil.which(f"python{wanted}")
        if candidate is not None:
            found = await self._probe(candidate, substituted=False)
        if found is None or found.version != wanted:
            found = Interpreter(
                sys.executable,
                f"{sys.version_info.major}.{sys.version_info.minor}",
                sysconfig.get_config_var("EXT_SUFFIX") or "",
                substituted=True,
                prefix=sys.base_prefix,
            )
        self._interpreters[runtime] = found
        return found

    @staticmethod
    async def _probe(candidate: str, *, substituted: bool) -> Interpreter | None:
        code = (
            "import sys, sysconfig; print(sys.executable); "
            "print('%d.%d' % sys.version_info[:2]); print(sysconfig.get_config_var('EXT_SUFFIX') or ''); "
            "print(sys.base_prefix)"
        )
        try:
            proc = await asyncio.create_subprocess_exec(
                candidate,
                "-S",
                "-s",
                "-c",
                code,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.DEVNULL,
                stdin=asyncio.subprocess.DEVNULL,
            )
            out, _ = await asyncio.wait_for(proc.communicate(), 10)
        except (OSError, asyncio.TimeoutError):
            return None
        lines = out.decode().splitlines()
        if proc.returncode != 0 or len(lines) < 2 or not lines[0]:
            return None
        prefix = lines[3] if len(lines) > 3 else ""
        return Interpreter(lines[0], lines[1], lines[2] if len(lines) > 2 else "", substituted, prefix)

    def dep_sources(self) -> dict[str, Path]:
        """Where each package python sandboxes may import lives (a folder, or one module file)."""
        if self._dep_sources is None:
            found: dict[str, Path] = {}
            for name in RUNTIME_DEPS:
                spec = importlib.util.find_spec(name)
                if spec is None or spec.origin is None:
                    continue
                if spec.submodule_search_locations:
                    source = Path(list(spec.submodule_search_locations)[0])
                else:
                    source = Path(spec.origin)
                found[source.name] = source.resolve()
            self._dep_sources = found
        return self._dep_sources

    def deps_dir(self) -> Path:
        """A folder of symlinks to the packages python sandboxes may import (built once)."""
        if self._deps_dir is not None:
            return self._deps_dir
        folder = self.work_dir / "runtime-deps"
        staging = self.work_dir / f".runtime-deps-{os.getpid()}-{id(self)}"
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        for name, source in self.dep_sources().items():
            (staging / name).symlink_to(source)
        shutil.rmtree(folder, ignore_errors=True)
        os.rename(staging, folder)
        self._deps_dir = folder
        return folder

    def boot_dir(self) -> Path:
        """A folder holding only labcloud's runtime loops (scripts run by path, not imported)."""
        if self._boot_dir is not None:
            return self._boot_dir
        folder = self.work_dir / "bootstrap"
        folder.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(_PYRUNTIME, folder / "pyruntime.py")
        shutil.copyfile(_PYBOOT, folder / "pyboot.py")
        (folder / "noderuntime.js").write_text(noderuntime.SOURCE)
        self._trusted = trust.install(self.ca_file, folder)
        self._boot_dir = folder
        return folder

    def view_dirs(self) -> tuple[Path, Path]:
        """The folders a confined sandbox sees as ``/var`` (empty mount points ``task``, ``runtime``,
        ``lang``, ``opt``) and as ``/var/runtime`` (the runtime loops, and one mount point per
        package of :meth:`dep_sources`). Built once."""
        if self._view_dirs is not None:
            return self._view_dirs
        root = self.work_dir / "view"
        staging = self.work_dir / f".view-{os.getpid()}-{id(self)}"
        shutil.rmtree(staging, ignore_errors=True)
        var, runtime = staging / "var", staging / "runtime"
        for name in ("task", "runtime", "lang", "opt"):
            (var / name).mkdir(parents=True)
        runtime.mkdir()
        shutil.copyfile(_PYRUNTIME, runtime / "pyruntime.py")
        shutil.copyfile(_PYBOOT, runtime / "pyboot.py")
        (runtime / "noderuntime.js").write_text(noderuntime.SOURCE)
        self._trusted = trust.install(self.ca_file, runtime)
        for name, source in self.dep_sources().items():
            if source.is_dir():
                (runtime / name).mkdir()
            else:
                (runtime / name).touch()
        (runtime / Path(node_sdk.SEEN_AT).name).mkdir()  # a mount point, used when an SDK is installed
        for folder in (var, runtime):
            for path in [folder, *folder.rglob("*")]:
                path.chmod(0o555 if path.is_dir() else 0o444)
        if root.exists():
            _remove_tree(root)
        os.rename(staging, root)
        self._view_dirs = (root / "var", root / "runtime")
        return self._view_dirs

    # -- plans --------------------------------------------------------------------------

    async def plan(
        self,
        spec: FunctionSpec,
        *,
        api_address: str,
        tmp_dir: Path,
        log_stream: str,
        telemetry_fd: int,
        credentials: dict[str, str],
        endpoint_url: str,
        uid: int | None = None,
    ) -> LaunchPlan:
        """How to start ``spec``'s runtime. ``tmp_dir`` is the host TMPDIR used when the sandbox
        cannot have a private tmpfs; ``uid`` the dedicated user (when labcloud runs as root)."""
        found = confine.protections()
        host_layers = [Path(p) for p in spec.layer_paths]
        interp = await self.interpreter(spec.runtime) if spec.runtime in PYTHON_RUNTIMES else None
        notice: str | None = None
        if spec.runtime in NODE_RUNTIMES:  # the SDK packages it names, fetched first (bounded)
            notice = await node_sdk.ready(spec.runtime, spec.code_path, host_layers)
        seen, conf = self._confinement(spec, found, interp, tmp_dir, uid)
        uses_ric = False
        env = self._base_env(spec, seen, endpoint_url, self._trusted)
        bootstraps: tuple[str, ...] = ()
        if interp is not None:
            if interp.substituted and spec.function_name not in self._notified:
                self._notified.add(spec.function_name)
                notice = (
                    f"labcloud: {spec.runtime} was not found on PATH; running this function with "
                    f"Python {interp.version} instead.\n"
                )
            executable = self._seen_executable(interp.executable, interp.prefix, seen)
            env["PATH"] = f"{os.path.dirname(executable)}:{env['PATH']}"
            python_paths = [seen.task_root]
            for layer in seen.layers:
                python_paths.append(f"{layer}/python")
                python_paths.append(f"{layer}/python/lib/python{interp.version}/site-packages")
            python_paths.append(seen.deps_dir)
            user_pp = spec.environment.get("PYTHONPATH")
            env["PYTHONPATH"] = ":".join(python_paths + ([user_pp] if user_pp else []))
            uses_ric = (
                not self.force_pure_python
                and self._ric_suffix is not None
                and interp.ext_suffix == self._ric_suffix
            )
            if not uses_ric and not self.force_pure_python and spec.function_name not in self._notified:
                self._notified.add(spec.function_name)
                notice = (notice or "") + (
                    f"labcloud: awslambdaric's compiled client does not load in Python {interp.version}; "
                    "using labcloud's pure-Python runtime loop.\n"
                )
            if uses_ric:
                # awslambdaric, after pyboot.py made *.localhost names resolve to loopback
                argv = [executable, "-S", "-s", f"{seen.runtime_dir}/pyboot.py", spec.handler]
            else:
                argv = [executable, "-S", "-s", f"{seen.runtime_dir}/pyruntime.py", spec.handler]
        elif spec.runtime in NODE_RUNTIMES:
            node = shutil.which("node")
            if node is None:
                check_runtime_available(spec.runtime)
            assert node is not None
            real = os.path.realpath(node)
            node_paths = [f"{layer}/nodejs/node_modules" for layer in seen.layers]
            # os.homedir() (which the SDK v3 calls for its config files) throws when HOME is unset and the
            # sandbox's uid has no passwd entry; Lambda's answers its user's (absent) home folder
            env.setdefault("HOME", NODE_HOME)
            sdk = [seen.node_sdk] if seen.node_sdk else []  # after layers, before the code, as on Lambda
            env["NODE_PATH"] = ":".join([*node_paths, *sdk, seen.task_root])
            argv = [
                self._seen_executable(real, _node_prefix(real), seen),
                f"{seen.runtime_dir}/noderuntime.js",
                spec.handler,
            ]
        elif spec.runtime in PROVIDED_RUNTIMES:
            # as Lambda words it: the code's bootstrap, then the layers' (all merged at /opt when confined)
            points = seen.layers or (["/opt"] if seen.task_root == "/var/task" else [])
            bootstraps = (f"{seen.task_root}/bootstrap", *(f"{point}/bootstrap" for point in points))
            chosen = bootstraps[0]
            if not (spec.code_path / "bootstrap").exists():
                for index, host in enumerate(host_layers):
                    if (host / "bootstrap").exists():
                        chosen = f"{seen.layers[min(index, len(seen.layers) - 1)]}/bootstrap"
            argv = [chosen]
        else:
            check_runtime_available(spec.runtime)
            raise AssertionError("unreachable")
        env.update(
            {
                "AWS_LAMBDA_FUNCTION_NAME": spec.function_name,
                "AWS_LAMBDA_FUNCTION_VERSION": spec.version,
                "AWS_LAMBDA_FUNCTION_MEMORY_SIZE": str(spec.memory_mb),
                "AWS_LAMBDA_LOG_GROUP_NAME": spec.log_group_name,
                "AWS_LAMBDA_LOG_STREAM_NAME": log_stream,
                "AWS_LAMBDA_INITIALIZATION_TYPE": "on-demand",
                "AWS_REGION": spec.region,
                "AWS_DEFAULT_REGION": spec.region,
                "AWS_EXECUTION_ENV": f"AWS_Lambda_{spec.runtime}",
                "_HANDLER": spec.handler,
                "LAMBDA_TASK_ROOT": seen.task_root,
                "LAMBDA_RUNTIME_DIR": seen.runtime_dir,
                "AWS_LAMBDA_RUNTIME_API": api_address,
                "_LAMBDA_TELEMETRY_LOG_FD": str(telemetry_fd),
            }
        )
        if spec.log_format == "JSON":  # what Lambda's runtimes read to log JSON and filter by level
            env["AWS_LAMBDA_LOG_FORMAT"] = "JSON"
            env["AWS_LAMBDA_LOG_LEVEL"] = spec.application_log_level or "INFO"
        if spec.runtime in PROVIDED_RUNTIMES:
            env.pop("AWS_EXECUTION_ENV")  # custom runtimes get none on AWS either
            env.pop("_LAMBDA_TELEMETRY_LOG_FD")
        env.update(_credential_env(credentials))
        return LaunchPlan(
            argv=argv,
            env=env,
            cwd=None if conf is not None and conf.workdir else seen.task_root,
            uses_ric=uses_ric,
            notice=notice,
            confinement=conf,
            bootstraps=bootstraps,
            tmp_watch=None if found.namespaces else tmp_dir,
        )

    def _confinement(
        self,
        spec: FunctionSpec,
        found: confine.Protections,
        interp: Interpreter | None,
        tmp_dir: Path,
        uid: int | None,
    ) -> tuple[_Seen, Confinement | None]:
        """Where the sandbox sees things, and the confinement its child applies (see confine.py)."""
        layers = [str(p) for p in spec.layer_paths]
        if uid is not None:
            for folder in (spec.code_path, *spec.layer_paths):
                ensure_readable(Path(folder))
        private = sorted(
            {
                "/dev/shm",  # a folder every process of the machine shares; Lambda has none
                str(self.work_dir),
                str(spec.code_path.parent),  # other functions' code
                *(str(Path(p).parent) for p in layers),
                *(str(p) for p in self.private_dirs),
            }
            - _NEVER_HIDDEN
        )
        if spec.file_systems and not found.namespaces:
            raise RuntimeError(
                "EFS mounts (FileSystemConfigs) need the sandbox's own mount view: user namespaces are unavailable"
            )
        if not found.namespaces:
            seen = _Seen(
                str(spec.code_path), layers, str(self.boot_dir()), str(self.deps_dir()), str(tmp_dir)
            )
            sdk = node_sdk.node_sdk_dir() if spec.runtime in NODE_RUNTIMES else None
            seen.node_sdk = str(sdk) if sdk else None
            if not found.landlock:  # no_new_privs still (Linux)
                return seen, Confinement() if sys.platform.startswith("linux") else None
            reads = [
                *confine.system_reads(),
                str(spec.code_path),
                *layers,
                str(self.boot_dir()),
                str(self.deps_dir()),
            ]
            reads += [str(p) for p in self.dep_sources().values()]
            if interp is not None:
                reads.append(interp.prefix)
            node = shutil.which("node")
            if node is not None:
                reads.append(_node_prefix(os.path.realpath(node)))
            if seen.node_sdk:
                reads.append(seen.node_sdk)
            return seen, Confinement(
                landlock=found.landlock,
                read_paths=confine.existing(reads),
                write_paths=[str(tmp_dir), *confine.DEVICES],
            )
        var, runtime = self.view_dirs()
        opt = "/opt" if os.path.isdir("/opt") else "/var/opt"
        seen = _Seen("/var/task", [opt] if layers else [], "/var/runtime", "/var/runtime", "/tmp")
        empty = f"{var}/opt"
        # an overlay is a read-only filesystem: a write fails with EROFS as on Lambda, not EACCES
        overlays = [("/var/task", [str(spec.code_path), empty])]
        binds = [Bind(str(runtime), "/var/runtime", confine.mount_flags(str(runtime)))]
        for name, source in self.dep_sources().items():
            binds.append(Bind(str(source), f"/var/runtime/{name}", confine.mount_flags(str(source))))
        prefix = interp.prefix if interp is not None else None
        if spec.runtime in NODE_RUNTIMES:
            node = shutil.which("node")
            prefix = _node_prefix(os.path.realpath(node)) if node else None
            sdk = node_sdk.node_sdk_dir()
            if sdk is not None:
                binds.append(Bind(str(sdk), node_sdk.SEEN_AT, confine.mount_flags(str(sdk))))
                seen.node_sdk = node_sdk.SEEN_AT
        if prefix and not confine.is_system_prefix(prefix):
            binds.append(Bind(prefix, "/var/lang", confine.mount_flags(prefix)))
            seen.lang = "/var/lang"
            seen.lib_paths.append("/var/lang/lib")
        if layers:  # the last layer wins, as when Lambda extracts them in order
            overlays.append((opt, [*reversed(layers), empty]))
        elif opt == "/opt":  # no layer: an empty /opt, as on Lambda
            binds.append(Bind(empty, opt, confine.mount_flags(empty)))
        conf = Confinement(
            namespaces=True,
            namespace_flags=confine.namespace_flags(),
            uid=uid,
            gid=spec.posix_user[1] if spec.posix_user and uid == spec.posix_user[0] else None,
            groups=list(spec.posix_user[2]) if spec.posix_user and uid == spec.posix_user[0] else [],
            rw_binds=list(spec.file_systems),
            outer_uid=os.getuid(),
            outer_gid=os.getgid(),
            var_skeleton=str(var),
            binds=binds,
            overlays=overlays,
            tmp_bytes=spec.ephemeral_storage_mb * 1024 * 1024,
            hide=private,
            workdir="/var/task",
            landlock=found.landlock,
            read_paths=[*confine.system_reads(), *confine.existing(["/var", "/opt"])],
            write_paths=["/tmp", *(target for _source, target in spec.file_systems), *confine.DEVICES],
        )
        return seen, conf

    @staticmethod
    def _seen_executable(real: str, prefix: str, seen: _Seen) -> str:
        """The interpreter's path inside the sandbox (under /var/lang when its installation is bound there)."""
        real = os.path.realpath(real)
        if seen.lang is None or not prefix:
            return real
        rel = os.path.relpath(real, os.path.realpath(prefix))
        return real if rel.startswith("..") else f"{seen.lang}/{rel}"

    @staticmethod
    def _base_env(spec: FunctionSpec, seen: _Seen, endpoint_url: str, trusted: bool) -> dict[str, str]:
        """Unreserved defaults, then the function's own variables (which may override them)."""
        lib_paths = [*seen.lib_paths, f"{seen.task_root}/lib", *(f"{layer}/lib" for layer in seen.layers)]
        bin_paths = [f"{layer}/bin" for layer in seen.layers]
        tmp = seen.tmp_dir
        env = {
            "PATH": ":".join([*bin_paths, _SYSTEM_PATH]),
            "LANG": "en_US.UTF-8",
            "TZ": ":UTC",
            "LD_LIBRARY_PATH": ":".join(lib_paths),
            "TMPDIR": tmp,
            "AWS_ENDPOINT_URL": endpoint_url,
            # one endpoint serves every operation: no host prefix (S3's WriteGetObjectResponse puts the
            # request route in front of the host, io-….127.0.0.1, which no resolver knows)
            "AWS_DISABLE_HOST_PREFIX_INJECTION": "true",
            "AWS_XRAY_CONTEXT_MISSING": "LOG_ERROR",
            # keep the host's ~/.aws files out of the sandbox's SDK configuration
            "AWS_CONFIG_FILE": f"{tmp}/.aws-config-none",
            "AWS_SHARED_CREDENTIALS_FILE": f"{tmp}/.aws-credentials-none",
        }
        if trusted:  # https:// to labcloud's port verifies against its CA (trust.py)
            env.update(trust.variables(seen.runtime_dir))
        user = {k: v for k, v in spec.environment.items() if k != "PYTHONPATH"}
        env.update(user)
        return env


def _node_prefix(real_node: str) -> str:
    """The installation a node binary belongs to (``<prefix>/bin/node``)."""
    return os.path.dirname(os.path.dirname(real_node))


def _remove_tree(folder: Path) -> None:
    for dirpath, _dirs, _files in os.walk(folder):
        os.chmod(dirpath, 0o755)
    shutil.rmtree(folder, ignore_errors=True)


def _credential_env(credentials: dict[str, str]) -> dict[str, str]:
    """Accept either environment names or STS ``Credentials`` member names."""
    names = {
        "AccessKeyId": "AWS_ACCESS_KEY_ID",
        "SecretAccessKey": "AWS_SECRET_ACCESS_KEY",
        "SessionToken": "AWS_SESSION_TOKEN",
    }
    out: dict[str, str] = {}
    for key, value in credentials.items():
        name = names.get(key, key)
        if name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"):
            out[name] = str(value)
    return out
