"""How a sandbox process is started: runtimes, interpreters, command line and environment.

* ``python3.X``: ``python3.X`` from PATH when it really runs (else the server's own interpreter),
  started with ``-S -s`` (no site-packages, no .pth) and a PYTHONPATH of task root, layers and a
  private "runtime deps" folder of symlinks to awslambdaric, boto3 and their dependencies, so
  labcloud itself is never importable inside. The official awslambdaric runs the loop when its
  compiled client loads in that interpreter; otherwise labcloud's pure-Python loop
  (``pyruntime.py``) speaks the same API with the same error shapes.
* ``provided``, ``provided.al2``, ``provided.al2023``: the package's ``bootstrap`` executable.
* ``nodejs*``: labcloud's small JS loop (``noderuntime.py``) under ``node`` from PATH.
"""

from __future__ import annotations

import asyncio
import importlib.util
import os
import shutil
import sys
import sysconfig
from dataclasses import dataclass
from pathlib import Path

from labcloud.errors import AwsError
from labcloud.runtime import noderuntime
from labcloud.runtime.spec import FunctionSpec

PYTHON_RUNTIMES = tuple(f"python3.{minor}" for minor in range(8, 15))
NODE_RUNTIMES = ("nodejs16.x", "nodejs18.x", "nodejs20.x", "nodejs22.x", "nodejs24.x")
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
)
_PYRUNTIME = Path(__file__).with_name("pyruntime.py")
_SYSTEM_PATH = "/usr/local/bin:/usr/bin:/bin"


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
    """A python executable probed once: its real path, version and extension-module suffix."""

    executable: str
    version: str
    ext_suffix: str
    substituted: bool  # True when the runtime's own python3.X was not found and another is used


@dataclass(frozen=True)
class LaunchPlan:
    argv: list[str]
    env: dict[str, str]
    cwd: str
    uses_ric: bool
    notice: str | None  # a line worth writing to the function's log once


class Launcher:
    """Builds launch plans; owns the runtime-deps and bootstrap folders under ``work_dir``."""

    def __init__(self, work_dir: Path, *, force_pure_python: bool = False) -> None:
        self.work_dir = work_dir
        self.force_pure_python = force_pure_python
        self._interpreters: dict[str, Interpreter] = {}
        self._deps_dir: Path | None = None
        self._boot_dir: Path | None = None
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
            )
        self._interpreters[runtime] = found
        return found

    @staticmethod
    async def _probe(candidate: str, *, substituted: bool) -> Interpreter | None:
        code = (
            "import sys, sysconfig; print(sys.executable); "
            "print('%d.%d' % sys.version_info[:2]); print(sysconfig.get_config_var('EXT_SUFFIX') or '')"
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
        return Interpreter(lines[0], lines[1], lines[2] if len(lines) > 2 else "", substituted)

    def deps_dir(self) -> Path:
        """A folder of symlinks to the packages python sandboxes may import (built once)."""
        if self._deps_dir is not None:
            return self._deps_dir
        folder = self.work_dir / "runtime-deps"
        staging = self.work_dir / f".runtime-deps-{os.getpid()}-{id(self)}"
        shutil.rmtree(staging, ignore_errors=True)
        staging.mkdir(parents=True)
        for name in RUNTIME_DEPS:
            spec = importlib.util.find_spec(name)
            if spec is None or spec.origin is None:
                continue
            if spec.submodule_search_locations:
                source = Path(list(spec.submodule_search_locations)[0])
            else:
                source = Path(spec.origin)
            (staging / source.name).symlink_to(source)
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
        (folder / "noderuntime.js").write_text(noderuntime.SOURCE)
        self._boot_dir = folder
        return folder

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
    ) -> LaunchPlan:
        task_root = str(spec.code_path)
        layers = [Path(p) for p in spec.layer_paths]
        notice: str | None = None
        uses_ric = False
        env = self._base_env(spec, layers, tmp_dir, endpoint_url)
        if spec.runtime in PYTHON_RUNTIMES:
            interp = await self.interpreter(spec.runtime)
            if interp.substituted and spec.function_name not in self._notified:
                self._notified.add(spec.function_name)
                notice = (
                    f"labcloud: {spec.runtime} was not found on PATH; running this function with "
                    f"Python {interp.version} ({interp.executable}) instead.\n"
                )
            env["PATH"] = f"{os.path.dirname(interp.executable)}:{env['PATH']}"
            deps = self.deps_dir()
            python_paths = [task_root]
            for layer in layers:
                python_paths.append(str(layer / "python"))
                python_paths.append(
                    str(layer / "python" / "lib" / f"python{interp.version}" / "site-packages")
                )
            python_paths.append(str(deps))
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
                argv = [interp.executable, "-S", "-s", "-m", "awslambdaric", spec.handler]
            else:
                argv = [interp.executable, "-S", "-s", str(self.boot_dir() / "pyruntime.py"), spec.handler]
        elif spec.runtime in NODE_RUNTIMES:
            node = shutil.which("node")
            if node is None:
                check_runtime_available(spec.runtime)
            assert node is not None
            node_paths = [str(layer / "nodejs" / "node_modules") for layer in layers]
            env["NODE_PATH"] = ":".join([*node_paths, task_root])
            argv = [node, str(self.boot_dir() / "noderuntime.js"), spec.handler]
        elif spec.runtime in PROVIDED_RUNTIMES:
            bootstrap = spec.code_path / "bootstrap"
            if not bootstrap.exists():
                for layer in layers:
                    if (layer / "bootstrap").exists():
                        bootstrap = layer / "bootstrap"
            argv = [str(bootstrap)]
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
                "LAMBDA_TASK_ROOT": task_root,
                "LAMBDA_RUNTIME_DIR": str(self.work_dir / "bootstrap"),
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
        return LaunchPlan(argv=argv, env=env, cwd=task_root, uses_ric=uses_ric, notice=notice)

    @staticmethod
    def _base_env(spec: FunctionSpec, layers: list[Path], tmp_dir: Path, endpoint_url: str) -> dict[str, str]:
        """Unreserved defaults, then the function's own variables (which may override them)."""
        lib_paths = [str(spec.code_path / "lib"), *(str(layer / "lib") for layer in layers)]
        bin_paths = [str(layer / "bin") for layer in layers]
        env = {
            "PATH": ":".join([*bin_paths, _SYSTEM_PATH]),
            "LANG": "en_US.UTF-8",
            "TZ": ":UTC",
            "LD_LIBRARY_PATH": ":".join(lib_paths),
            "TMPDIR": str(tmp_dir),
            "AWS_ENDPOINT_URL": endpoint_url,
            "AWS_XRAY_CONTEXT_MISSING": "LOG_ERROR",
            # keep the host's ~/.aws files out of the sandbox's SDK configuration
            "AWS_CONFIG_FILE": str(tmp_dir / ".aws-config-none"),
            "AWS_SHARED_CREDENTIALS_FILE": str(tmp_dir / ".aws-credentials-none"),
        }
        user = {k: v for k, v in spec.environment.items() if k != "PYTHONPATH"}
        env.update(user)
        return env


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
