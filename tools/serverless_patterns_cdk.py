"""Deploy a sample of AWS's public *CDK* serverless patterns unchanged against one labcloud, with the real CDK CLI.

Not part of the test suite: it needs a local git copy of ``aws-samples/serverless-patterns`` (a bare git dir
is enough; folders are exported with ``git archive``) and Node.js with npm. For each chosen pattern it
exports the folder to a temp dir and, in the folder holding its ``cdk.json``, runs ``cdk synth``,
``cdk deploy --all --require-approval never`` and ``cdk destroy --all --force`` with nothing but the
endpoint and keys set (docs/cdk.md), after one ``cdk bootstrap`` for the server. It records each stage's
outcome and the first error line; prints a table and the counts per stage.

The toolchain: the CDK packages pinned by ``tests/cloudformation/cdk_toolchain.py`` plus what a CDK
TypeScript app runs with (``ts-node``, ``typescript``, ``tsx``, ``source-map-support``) and ``esbuild`` (so
``NodejsFunction`` bundles locally instead of in Docker), installed once from the npm registry into the same
cache. The pattern's ``node_modules`` is a link to it; ts-node runs with ``TS_NODE_TRANSPILE_ONLY`` (types
are the pattern's business, not labcloud's). A pattern's *other* dependencies (not test, lint or type
packages) are installed from npm with ``--ignore-scripts`` into the pattern's own folder (bounded in time)
and found through ``NODE_PATH``. Python patterns (``--language python``) run ``python app.py`` with the
cached ``aws-cdk-lib`` virtualenv and, when ``requirements.txt`` asks for more, ``pip install --target``
into the pattern's folder, found through ``PYTHONPATH``.

Recorded without running (``status`` SKIPPED, the reason said): CDK v1 apps (``@aws-cdk/core``,
``aws-cdk.core``); after synthesis, apps with Docker image assets (NEEDS_IMAGES: no Docker here to build them, and Lambda runs no container images). Apps in other languages (Java, .NET, Go) are not candidates. The CLI's own refusals
are kept as the stage's first error line (Docker needed for bundling or image assets, a context value the
app asks for, a runtime Lambda no longer accepts).

The choice is deterministic: top-level folders whose name contains ``cdk`` and that hold a ``cdk.json`` of
the language asked for, sorted by name, ``--count`` of them spread evenly over the list; ``--offset 1/2``
shifts every pick half a step (a second, disjoint sample).

Stack names: patterns are deployed to one account, and several name their stack alike (``CdkStack``); a
pattern waits while another holds a stack of the same name (until its destroy).

Run: ``python tools/serverless_patterns_cdk.py --repo /path/to/serverless-patterns[.git] [--count 30]
[--offset 1/2] [--only NAME ...] [--language typescript|python] [--json out] [--workers 3]``.
"""

from __future__ import annotations

import argparse
import collections
import fcntl
import hashlib
import json
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from fractions import Fraction
from pathlib import Path

from serverless_patterns import export, sample  # the SAM tool's sampling and export, shared

ROOT = Path(__file__).resolve().parents[1]
try:
    from labcloud.testing.server_process import LabcloudProcess
except ImportError:  # a checkout without the package installed
    sys.path.insert(0, str(ROOT / "src"))
    from labcloud.testing.server_process import LabcloudProcess
sys.path.insert(0, str(ROOT / "tests" / "cloudformation"))
from cdk_toolchain import CACHE, PACKAGES, python_with_cdk  # noqa: E402 - the tests' pinned toolchain

#: What a TypeScript CDK app runs with, beside the CDK itself (the npm registry's versions on 2026-12-06;
#: TypeScript 5, as ts-node 10 needs).
RUNNERS = [
    "typescript@5.9.3",
    "ts-node@10.9.2",
    "tsx@4.23.15",
    "source-map-support@0.5.21",
    "esbuild@0.28.2",
]
#: A pattern's dependencies that the shared toolchain covers or that synthesis never loads.
COVERED = re.compile(
    r"^(aws-cdk|aws-cdk-lib|constructs|typescript|ts-node|tsx|source-map-support|esbuild|jest|ts-jest|"
    r"babel-jest|eslint.*|prettier|mocha|chai|nodemon|rimraf|@types/.*|@typescript-eslint/.*|@aws-cdk/assert|"
    r"@aws-cdk/assertions|cdk-nag)$"
)
INSTALL_SECONDS = 240
STAGE_SECONDS = {"synth": 420, "deploy": 900, "destroy": 600}
ACCOUNT, REGION = "000000000000", "us-east-1"


@dataclass
class Outcome:
    pattern: str
    status: str  # DESTROYED, the stage that failed (EXPORT/INSTALL/SYNTH/DEPLOY/DESTROY_FAILED), SKIPPED, NEEDS_IMAGES
    reason: str = ""
    stages: dict[str, str] = field(default_factory=dict)  # stage -> ok | failed | timeout
    stacks: list[str] = field(default_factory=list)
    seconds: float = 0.0


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", f"--git-dir={repo}", *args], capture_output=True, text=True, check=True
    ).stdout


def app_folders(repo: Path) -> dict[str, str]:
    """Each top-level ``*cdk*`` folder -> the path of its shallowest ``cdk.json`` (outside node_modules)."""
    names = git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines()
    found: dict[str, str] = {}
    for name in sorted(names, key=lambda n: (n.count("/"), n)):
        top = name.split("/")[0]
        if "cdk" in top.lower() and name.endswith("/cdk.json") and "node_modules/" not in name:
            found.setdefault(top, name)
    return found


def language(app_command: str) -> str:
    if re.search(r"\b(ts-node|tsx|node)\b", app_command):
        return "typescript"
    if re.search(r"\bpython3?\b", app_command):
        return "python"
    return "other"


def candidates(repo: Path, lang: str) -> list[str]:
    chosen = []
    for top, cdk_json in sorted(app_folders(repo).items()):
        try:
            app = str(json.loads(git(repo, "show", f"HEAD:{cdk_json}")).get("app", ""))
        except (json.JSONDecodeError, subprocess.CalledProcessError):
            continue
        if language(app) == lang:
            chosen.append(top)
    return chosen


def toolchain() -> Path:
    """The shared ``node_modules``: the pinned CDK plus the runners (installed once, under a lock)."""
    wanted = PACKAGES + RUNNERS
    folder = CACHE / f"cdk-patterns-{hashlib.sha256(json.dumps(wanted).encode()).hexdigest()[:12]}"
    CACHE.mkdir(parents=True, exist_ok=True)
    with open(CACHE / f"{folder.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not (folder / "installed").exists():
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir(parents=True)
            (folder / "package.json").write_text('{"name": "labcloud-cdk-patterns", "private": true}\n')
            npm = ["npm", "install", "--no-audit", "--no-fund", "--loglevel=error", *wanted]
            done = subprocess.run(npm, cwd=folder, capture_output=True, text=True, timeout=900)
            if done.returncode != 0:
                sys.exit(f"installing the CDK toolchain failed: {done.stderr[-2000:]}")
            (folder / "installed").write_text("\n".join(wanted))
    return folder / "node_modules"


def first_error(text: str) -> str:
    """The first line that says what went wrong (else the last non-empty line)."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    lines = [
        line for line in lines if not line.startswith("at ") and "Subprocess exited with error" not in line
    ]
    strong = ("«", "✘ [ERROR]", "Error:", "error TS", "Exception", "Cannot ", "Unable ")
    weak = ("❌", "error:", "Error ", "failed", "FAILED")
    for markers in (strong, weak):
        for line in lines:
            if any(marker in line for marker in markers):
                return re.sub(r"\x1b\[[0-9;]*m", "", line)[:400]
    return re.sub(r"\x1b\[[0-9;]*m", "", lines[-1])[:400] if lines else ""


def failed_resource(server: LabcloudProcess, stack: str) -> str:
    """The first ``*_FAILED`` event's type and reason of ``stack`` (what the CLI's output buries)."""
    try:
        events = server.aws_json("cloudformation", "describe-stack-events", "--stack-name", stack)
    except AssertionError:
        return ""
    for event in reversed((events or {}).get("StackEvents", [])):  # oldest first
        reason = event.get("ResourceStatusReason") or ""
        if (
            event.get("ResourceStatus", "").endswith("FAILED")
            and reason
            and "cancelled" not in reason.lower()
        ):
            return f"{event.get('ResourceType', '')}: {reason}"[:400]
    return ""


class StackNames:
    """Stack names in use by a running pattern: another pattern naming one of them waits for its release."""

    def __init__(self) -> None:
        self._busy: set[str] = set()
        self._free = threading.Condition()

    def hold(self, names: list[str]) -> None:
        with self._free:
            self._free.wait_for(lambda: not self._busy.intersection(names))
            self._busy.update(names)

    def release(self, names: list[str]) -> None:
        with self._free:
            self._busy.difference_update(names)
            self._free.notify_all()


def npm_dependencies(app: Path) -> dict[str, str]:
    """The pattern's dependencies the shared toolchain does not cover, name -> version range."""
    try:
        package = json.loads((app / "package.json").read_text())
    except (OSError, json.JSONDecodeError):
        return {}
    wanted = {**package.get("devDependencies", {}), **package.get("dependencies", {})}
    # the functions' own folders (``lambda/package.json``): NodejsFunction's esbuild resolves their imports
    for other in sorted(app.rglob("package.json")):
        if other.parent == app or {"node_modules", "cdk.out"} & set(other.relative_to(app).parts):
            continue
        try:
            wanted = {**json.loads(other.read_text()).get("dependencies", {}), **wanted}
        except (OSError, json.JSONDecodeError, AttributeError):
            continue
    return {name: str(spec) for name, spec in wanted.items() if not COVERED.match(name)}


class Runner:
    def __init__(
        self, server: LabcloudProcess, repo: Path, modules: Path | None, python: Path | None
    ) -> None:
        self.server, self.repo, self.modules, self.python = server, repo, modules, python
        self.names = StackNames()

    def env(self, extra_node_path: Path | None = None) -> dict[str, str]:
        env = self.server.cli_env()
        node_path = [str(self.modules)] if self.modules else []
        if extra_node_path is not None:
            node_path.insert(0, str(extra_node_path))
        env.update(
            {
                "CDK_DISABLE_CLI_TELEMETRY": "true",
                "CDK_DISABLE_VERSION_CHECK": "1",
                "TS_NODE_TRANSPILE_ONLY": "true",
                "NODE_PATH": ":".join(node_path),
                "CDK_DEFAULT_ACCOUNT": ACCOUNT,
                "CDK_DEFAULT_REGION": REGION,
            }
        )
        if self.modules:
            env["PATH"] = f"{self.modules / '.bin'}:{env['PATH']}"
        if self.python is not None:
            env["PATH"] = f"{self.python.parent}:{env['PATH']}"
        return env

    def cdk(self, cwd: Path, env: dict[str, str], stage: str, *args: str) -> tuple[str, str]:
        """Run one CLI stage: (ok | failed | timeout, its output)."""
        assert self.modules is not None
        command = [str(self.modules / ".bin" / "cdk"), *args, "--no-notices"]
        try:
            done = subprocess.run(
                command, cwd=cwd, env=env, capture_output=True, text=True, timeout=STAGE_SECONDS[stage]
            )
        except subprocess.TimeoutExpired:
            return "timeout", f"{stage} did not finish in {STAGE_SECONDS[stage]} s"
        return ("ok" if done.returncode == 0 else "failed"), done.stdout + "\n" + done.stderr

    def bootstrap(self) -> None:
        with tempfile.TemporaryDirectory(prefix="cdk-bootstrap-") as tmp:
            state, output = self.cdk(
                Path(tmp), self.env(), "deploy", "bootstrap", f"aws://{ACCOUNT}/{REGION}"
            )
            if state != "ok":
                sys.exit(f"cdk bootstrap failed: {first_error(output)}\n{output[-3000:]}")

    def install(self, app: Path, lang: str) -> tuple[str, Path | None]:
        """Give the app its toolchain; ('', extra NODE_PATH) or (the error, None)."""
        if lang == "python":
            assert self.python is not None
            requirements = app / "requirements.txt"
            wanted = []
            if requirements.exists():
                for line in requirements.read_text().splitlines():
                    name = re.split(r"[<>=~!\[; ]", line.strip(), maxsplit=1)[0].lower()
                    if name and not name.startswith(("#", "-")) and name not in ("aws-cdk-lib", "constructs"):
                        wanted.append(line.strip())
            if not wanted:
                return "", None
            target = app / ".pydeps"  # beside the cached aws-cdk-lib, found through PYTHONPATH
            pip = [str(self.python), "-m", "pip", "install", "-q", "--target", str(target), *wanted]
            try:
                done = subprocess.run(pip, capture_output=True, text=True, timeout=INSTALL_SECONDS)
            except subprocess.TimeoutExpired:
                return f"pip install did not finish in {INSTALL_SECONDS} s", None
            if done.returncode != 0:
                return f"pip install: {first_error(done.stderr)}", None
            return "", target
        assert self.modules is not None
        (app / "node_modules").symlink_to(self.modules, target_is_directory=True)
        if not any((app / lock).exists() for lock in ("package-lock.json", "yarn.lock", "pnpm-lock.yaml")):
            # `npm install` writes one; NodejsFunction finds the project's root by it
            (app / "package-lock.json").write_text('{"lockfileVersion": 3, "packages": {}}\n')
        others = npm_dependencies(app)
        if not others:
            return "", None
        extra = app / ".patterndeps"
        extra.mkdir()
        (extra / "package.json").write_text('{"name": "pattern-deps", "private": true}\n')
        specs = [f"{name}@{spec}" for name, spec in sorted(others.items())]
        npm = ["npm", "install", "--ignore-scripts", "--legacy-peer-deps", "--no-audit", "--no-fund"]
        try:
            done = subprocess.run(
                [*npm, "--loglevel=error", *specs],
                cwd=extra,
                capture_output=True,
                text=True,
                timeout=INSTALL_SECONDS,
            )
        except subprocess.TimeoutExpired:
            return f"npm install did not finish in {INSTALL_SECONDS} s", None
        if done.returncode != 0:
            said = [
                line
                for line in done.stderr.splitlines()
                if "npm error" in line and "complete log" not in line
            ]
            return f"npm install {' '.join(specs)}: {' '.join(said[:3]) or first_error(done.stderr)}", None
        return "", extra / "node_modules"

    def run(self, folder: str, lang: str) -> Outcome:
        start = time.monotonic()
        outcome = Outcome(folder, "SKIPPED")
        with tempfile.TemporaryDirectory(prefix="cdkpattern-") as tmp:
            try:
                export(self.repo, folder, Path(tmp))
            except subprocess.CalledProcessError as error:
                outcome.status, outcome.reason = (
                    "EXPORT_FAILED",
                    first_error(error.stderr.decode(errors="replace")),
                )
                return outcome
            cdk_json = app_folders_cache[folder]
            app = Path(tmp) / Path(cdk_json).parent
            self.run_app(outcome, app, lang)
        outcome.seconds = time.monotonic() - start
        return outcome

    def run_app(self, outcome: Outcome, app: Path, lang: str) -> None:
        package = (app / "package.json").read_text() if (app / "package.json").exists() else ""
        requirements = (app / "requirements.txt").read_text() if (app / "requirements.txt").exists() else ""
        if (lang == "typescript" and ('"@aws-cdk/core"' in package or '"aws-cdk-lib"' not in package)) or (
            lang == "python" and re.search(r"^aws[-_.]cdk[-_.]core\b", requirements, re.M | re.I)
        ):
            outcome.reason = "CDK v1 (@aws-cdk/core), not aws-cdk-lib 2.x"
            return
        error, extra = self.install(app, lang)
        outcome.stages["install"] = "failed" if error else "ok"
        if error:
            outcome.status, outcome.reason = "INSTALL_FAILED", error
            return
        env = self.env(None if lang == "python" else extra)
        app_args: list[str] = []
        if lang == "python":
            if extra is not None:
                env["PYTHONPATH"] = str(extra)
            app_args = ["--app", f"{self.python} app.py"]
        state, output = self.cdk(app, env, "synth", "synth", "--quiet", *app_args)
        outcome.stages["synth"] = state
        if state != "ok":
            outcome.status, outcome.reason = "SYNTH_FAILED", first_error(output)
            return
        outcome.stacks = stacks_of(app / "cdk.out")
        if image_assets(app / "cdk.out"):
            outcome.status = "NEEDS_IMAGES"
            outcome.reason = "Docker image assets: no Docker here to build them, and Lambda runs no container images (docs/cdk.md)"
            return
        self.names.hold(outcome.stacks)
        try:
            state, output = self.cdk(
                app, env, "deploy", "deploy", "--all", "--app", "cdk.out", "--require-approval", "never"
            )
            outcome.stages["deploy"] = state
            if state != "ok":
                outcome.status = "DEPLOY_FAILED"
                causes = [failed_resource(self.server, stack) for stack in outcome.stacks]
                outcome.reason = next((c for c in causes if c), first_error(output))
            state, output = self.cdk(app, env, "destroy", "destroy", "--all", "--app", "cdk.out", "--force")
            outcome.stages["destroy"] = state
            if state != "ok" and outcome.status == "SKIPPED":
                outcome.status = "DESTROY_FAILED"
                causes = [failed_resource(self.server, stack) for stack in outcome.stacks]
                outcome.reason = next((c for c in causes if c), first_error(output))
            elif outcome.status == "SKIPPED":
                outcome.status = "DESTROYED"
        finally:
            self.names.release(outcome.stacks)


def stacks_of(out: Path) -> list[str]:
    """The stack names the synthesized cloud assembly deploys (nested assemblies of stages included)."""
    names: list[str] = []
    for manifest in sorted(out.rglob("manifest.json")):
        try:
            artifacts = json.loads(manifest.read_text()).get("artifacts", {})
        except (OSError, json.JSONDecodeError):
            continue
        for artifact_id, artifact in artifacts.items():
            if artifact.get("type") == "aws:cloudformation:stack":
                names.append(str(artifact.get("properties", {}).get("stackName") or artifact_id))
    return sorted(set(names))


def image_assets(out: Path) -> bool:
    """Whether the assembly has Docker image assets (the CLI would build and push them to ECR)."""
    for manifest in out.rglob("*.assets.json"):
        try:
            if json.loads(manifest.read_text()).get("dockerImages"):
                return True
        except (OSError, json.JSONDecodeError):
            continue
    return False


app_folders_cache: dict[str, str] = {}


def group(reason: str) -> str:
    """A failure reason with names and numbers blanked, to count kinds rather than instances."""
    reason = re.sub(r"arn:aws[^\s'\"]*", "<arn>", reason)
    reason = re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", reason)
    reason = re.sub(r"(?<![A-Za-z])\d+", "N", reason)
    return reason[:150]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", type=Path, required=True, help="git dir of aws-samples/serverless-patterns")
    parser.add_argument("--count", type=int, default=30)
    parser.add_argument(
        "--offset",
        type=Fraction,
        default=Fraction(0),
        help="shift the picks by this fraction of the step between them (1/2: a second, disjoint sample)",
    )
    parser.add_argument("--only", nargs="*", help="run just these pattern folders")
    parser.add_argument("--language", choices=("typescript", "python"), default="typescript")
    parser.add_argument("--json", type=Path, help="write the outcomes here")
    parser.add_argument(
        "--workers", type=int, default=3, help="patterns run at once (synthesis is CPU-bound)"
    )
    options = parser.parse_args()
    repo = options.repo / ".git" if (options.repo / ".git").is_dir() else options.repo
    if not 0 <= options.offset < 1:
        parser.error("--offset must be at least 0 and below 1")
    if shutil.which("node") is None or shutil.which("npm") is None:
        sys.exit("the CDK CLI needs Node.js and npm")
    app_folders_cache.update(app_folders(repo))
    pool = candidates(repo, options.language)
    chosen = options.only or sample(pool, options.count, options.offset)
    unknown = [name for name in chosen if name not in app_folders_cache]
    if unknown:
        parser.error(f"no cdk.json in: {', '.join(unknown)}")
    print(f"{len(pool)} candidate {options.language} patterns, {len(chosen)} chosen", flush=True)
    modules = toolchain()
    python = python_with_cdk() if options.language == "python" else None
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # so the server below is stopped too
    server = LabcloudProcess(in_memory=True).start()
    outcomes: list[Outcome] = []
    try:
        runner = Runner(server, repo, modules, python)
        runner.bootstrap()
        with ThreadPoolExecutor(options.workers) as workers:
            for outcome in workers.map(lambda name: runner.run(name, options.language), chosen):
                outcomes.append(outcome)
                stages = ",".join(f"{k}={v}" for k, v in outcome.stages.items())
                print(
                    f"{outcome.pattern:<50} {outcome.status:<15} {outcome.seconds:6.1f}s  {stages:<45} "
                    f"{outcome.reason[:300]}",
                    flush=True,
                )
    finally:
        server.stop()
    tried = len(outcomes)
    counts = {stage: sum(o.stages.get(stage) == "ok" for o in outcomes) for stage in ("synth", "deploy")}
    counts["destroy"] = sum(o.status == "DESTROYED" for o in outcomes)  # deployed, then destroyed
    skipped = sum(o.status == "SKIPPED" for o in outcomes)
    print(
        f"\ntried {tried}, skipped {skipped}, synthesized {counts['synth']}, deployed {counts['deploy']}, "
        f"destroyed {counts['destroy']}"
    )
    kinds = collections.Counter(group(o.reason) for o in outcomes if o.status != "DESTROYED")
    for kind, n in kinds.most_common():
        print(f"  {n:3d}  {kind}")
    if options.json:
        options.json.write_text(json.dumps([asdict(o) for o in outcomes], indent=1))


if __name__ == "__main__":
    main()
