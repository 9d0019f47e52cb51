"""Apply AWS's public *Terraform* serverless patterns unchanged against one labcloud, then re-plan and destroy.

Not part of the test suite: it needs a local git copy of ``aws-samples/serverless-patterns`` (a bare git dir
is enough; folders are exported with ``git archive``), ``terraform`` on PATH and the hashicorp/aws provider in
a filesystem mirror (``LABCLOUD_TF_MIRROR``, default ``/opt/tf-plugins``; the same CLI config as
``tests/terraform``). There is no registry access, so a pattern that needs another provider (``archive_file``,
``random_*``, ``null_resource``...) or a remote module cannot ``terraform init`` here: it is counted as
``INIT_BLOCKED`` with what it needs, and not run.

For each other pattern (top-level folders ending ``-terraform``) it exports the folder to a temp dir and runs
``terraform init`` / ``apply -auto-approve`` / ``plan -detailed-exitcode`` (a clean re-plan is part of
success) / ``destroy -auto-approve`` with labcloud's URL as ``AWS_ENDPOINT_URL`` and test credentials (one in-memory labcloud per worker,
reset before each pattern, since patterns reuse fixed names), and records each stage's outcome with the first ``Error:`` line. What the harness adds, each said in the output:

- ``override``: when ``init`` fails because the mirror's provider version does not meet the pattern's
  ``required_providers`` constraint (``~> 4.0``, ``~> 6.0``...), a harness-side ``labcloud_override.tf``
  pins hashicorp/aws to the mirror's version and init is retried (a 4.x or 6.x pattern then runs on 5.x);
- ``vars``: variables without a default get a harmless value in ``labcloud_placeholders.auto.tfvars.json``
  (an example.com address for e-mail, by name or description; labcloud's account id for an account; ``1``
  for numbers, ``false`` for bools, empty lists/maps, else a lower-case text), as a user would pass one;
- a shared credentials file with ``default`` and every profile the pattern names, so ``profile = "..."``
  in a provider block finds test credentials (a user's ``aws configure``);
- a ``backend`` block other than local is replaced by the local backend (``labcloud_backend_override.tf``).

Run: ``python tools/serverless_patterns_terraform.py --repo /path/to/serverless-patterns[.git] [--count 99]
[--offset 1/2] [--only folder ...] [--json out] [--workers 2]``. Terraform's provider is CPU-heavy: keep
``--workers`` at or below the machine's cores.
"""

from __future__ import annotations

import argparse
import collections
import contextlib
import json
import os
import queue
import re
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
from typing import Any

from serverless_patterns import export, sample  # the SAM tool's sampling and export, shared

try:
    from labcloud.testing.server_process import LabcloudProcess
except ImportError:  # a checkout without the package installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from labcloud.testing.server_process import LabcloudProcess

MIRROR = Path(os.environ.get("LABCLOUD_TF_MIRROR", "/opt/tf-plugins"))
PROVIDER_DIR = MIRROR / "registry.terraform.io" / "hashicorp" / "aws"
CLI_CONFIG = """provider_installation {{
  filesystem_mirror {{
    path    = "{mirror}"
    include = ["registry.terraform.io/hashicorp/*"]
  }}
  direct {{
    exclude = ["*/*/*"]
  }}
}}
plugin_cache_dir = "{cache}"
"""
STAGES = ("init", "apply", "plan", "destroy")
TIMEOUT = 900.0

_BLOCK_TYPE = re.compile(r'^\s*(?:resource|data)\s+"([A-Za-z0-9]+)_', re.M)
_PROVIDER_SOURCE = re.compile(r'source\s*=\s*"(?:registry\.terraform\.io/)?([\w-]+)/([\w-]+)"')
_MODULE = re.compile(r'^\s*module\s+"[^"]+"\s*\{', re.M)
_PROFILE = re.compile(r'^\s*profile\s*=\s*"([^"]+)"', re.M)
_BACKEND = re.compile(r'^\s*backend\s+"([a-z0-9]+)"', re.M)
_VARIABLE = re.compile(r'^\s*variable\s+"([^"]+)"\s*\{', re.M)


@dataclass
class Stage:
    name: str
    ok: bool
    seconds: float
    error: str = ""


@dataclass
class Outcome:
    pattern: str
    status: str  # OK, INIT_BLOCKED, or <STAGE>_FAILED, REPLAN_DIFF, TIMEOUT
    reason: str
    seconds: float
    stages: list[Stage] = field(default_factory=list)
    harness: list[str] = field(default_factory=list)  # what the harness added to the pattern


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", f"--git-dir={repo}", *args], capture_output=True, text=True, check=True
    ).stdout


def candidates(repo: Path) -> list[str]:
    """Top-level folders ending ``-terraform`` that hold ``.tf`` files, sorted."""
    names = git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines()
    return sorted(
        {n.split("/")[0] for n in names if n.endswith(".tf") and n.split("/")[0].endswith("-terraform")}
    )


def strip_comments(text: str) -> str:
    """HCL without its ``#``, ``//`` and ``/* */`` comments (good enough for the scans below)."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    return re.sub(r'(?m)^((?:[^"#/\n]|"(?:[^"\\\n]|\\.)*"|/(?!/))*)(?:#|//).*$', r"\1", text)


def root_files(where: Path) -> dict[str, str]:
    """The root module's ``.tf`` files (Terraform reads only the working directory's), comments removed."""
    return {p.name: strip_comments(p.read_text(errors="replace")) for p in sorted(where.glob("*.tf"))}


def blocks(text: str, opener: re.Pattern[str]) -> list[tuple[str, str]]:
    """(label, body) of each block that ``opener`` starts (it ends with the opening brace)."""
    found = []
    for match in opener.finditer(text):
        depth, i = 1, match.end()
        while i < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[i], 0)
            i += 1
        found.append((match.group(1) if match.groups() else "", text[match.end() : i - 1]))
    return found


def module_sources(text: str, where: Path) -> list[str]:
    """Remote module sources (registry, git, http), followed through local modules."""
    remote = []
    for _, body in blocks(text, _MODULE):
        source = re.search(r'^\s*source\s*=\s*"([^"]+)"', body, re.M)
        if source is None:
            continue
        value = source.group(1)
        if value.startswith(("./", "../")):
            local = (where / value).resolve()
            if local.is_dir():
                remote += module_sources("\n".join(root_files(local).values()), local)
        else:
            remote.append(value)
    return remote


def providers_needed(where: Path) -> set[str]:
    """The providers the configuration needs (resource/data type prefixes, ``required_providers``
    sources, including those of local modules), and each remote module as ``module:<source>``."""
    texts = [root_files(where)]
    for _, body in blocks("\n".join(texts[0].values()), _MODULE):
        source = re.search(r'^\s*source\s*=\s*"(\.\.?/[^"]+)"', body, re.M)
        if source is not None and (where / source.group(1)).is_dir():
            texts.append(root_files((where / source.group(1)).resolve()))
    needed: set[str] = set()
    for files in texts:
        for text in files.values():
            needed |= set(_BLOCK_TYPE.findall(text))
            needed |= {
                f"{ns}/{name}" if ns != "hashicorp" else name for ns, name in _PROVIDER_SOURCE.findall(text)
            }
    needed |= {f"module:{m}" for m in module_sources("\n".join(texts[0].values()), where)}
    return needed


def placeholder(name: str, body: str) -> Any:
    """A harmless value for a variable without a default, by its type and name."""
    kind = re.search(r"^\s*type\s*=\s*([a-z]+)", body, re.M)
    kind_name = kind.group(1) if kind else "string"
    described = re.search(r'^\s*description\s*=\s*"([^"]*)"', body, re.M)
    lowered = name.lower() + " " + (described.group(1).lower() if described else "")
    if kind_name == "number":
        return 1
    if kind_name == "bool":
        return False
    if kind_name in ("list", "set", "tuple"):
        return []
    if kind_name in ("map", "object"):
        return {}
    if "mail" in lowered:
        return "someone@example.com"
    if "region" in lowered:
        return "us-east-1"
    if "account" in lowered:
        return "000000000000"  # labcloud's account, as a user passes their own
    if "domain" in lowered:
        return "api.example.com"
    return "placeholder-value-0123"


def prepare(where: Path, home: Path) -> tuple[dict[str, Any], list[str], set[str]]:
    """Harness-side files: placeholder variables, a local backend; returns (vars, notes, profiles)."""
    text = "\n".join(root_files(where).values())
    values = {}
    for name, body in blocks(text, _VARIABLE):
        if not re.search(r"^\s*default\s*=", body, re.M):
            values[name] = placeholder(name, body)
    notes = []
    if values:
        (where / "labcloud_placeholders.auto.tfvars.json").write_text(json.dumps(values, indent=1))
        notes.append("vars: " + ", ".join(f"{k}={json.dumps(v)}" for k, v in values.items()))
    backends = set(_BACKEND.findall(text)) - {"local"}
    if backends:
        (where / "labcloud_backend_override.tf").write_text('terraform {\n  backend "local" {}\n}\n')
        notes.append(f"backend {', '.join(sorted(backends))} replaced by local")
    profiles = set(_PROFILE.findall(text)) | {"default"}
    if profiles != {"default"}:
        notes.append("profiles: " + ", ".join(sorted(profiles)))
    return values, notes, profiles


def environment(home: Path, cache: Path, endpoint: str, profiles: set[str]) -> dict[str, str]:
    """terraform's environment: the mirror's CLI config, labcloud's endpoint, test credentials."""
    home.mkdir(parents=True, exist_ok=True)
    config = home / "terraform.tfrc"
    config.write_text(CLI_CONFIG.format(mirror=MIRROR, cache=cache))
    credentials = home / "credentials"
    credentials.write_text(
        "".join(f"[{p}]\naws_access_key_id = test\naws_secret_access_key = test\n" for p in sorted(profiles))
    )
    aws_config = home / "config"
    aws_config.write_text(
        "".join(
            f"[{'default' if p == 'default' else 'profile ' + p}]\nregion = us-east-1\n"
            for p in sorted(profiles)
        )
    )
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "TF_"))}
    env.update(
        {
            "TF_CLI_CONFIG_FILE": str(config),
            "TF_IN_AUTOMATION": "1",
            "TF_INPUT": "0",
            "CHECKPOINT_DISABLE": "1",
            "AWS_ENDPOINT_URL": endpoint,
            "AWS_ACCESS_KEY_ID": "test",
            "AWS_SECRET_ACCESS_KEY": "test",
            "AWS_REGION": "us-east-1",
            "AWS_DEFAULT_REGION": "us-east-1",
            "AWS_SHARED_CREDENTIALS_FILE": str(credentials),
            "AWS_CONFIG_FILE": str(aws_config),
            "AWS_EC2_METADATA_DISABLED": "true",
        }
    )
    return env


def first_error(text: str) -> str:
    """The first ``Error:`` line with the line after it (Terraform puts the detail there), else the last line."""
    lines = [line.strip(" │╷╵\t") for line in text.splitlines()]
    lines = [line for line in lines if line]
    for i, line in enumerate(lines):
        if line.startswith("Error:"):
            return " ".join(lines[i : i + 3])[:400]
    return lines[-1][:400] if lines else ""


def plan_changes(stdout: str) -> str:
    """The resources and attributes a re-plan would change, shortly."""
    changed = re.findall(r"^\s*# (\S+) (?:will|must) be ([a-z -]+)", stdout, re.M)
    attrs = re.findall(r"^\s*[~+-] ([a-z_0-9]+)\s+=", stdout, re.M)
    head = "; ".join(f"{a} {b.strip()}" for a, b in changed[:4])
    return f"{head} [{', '.join(sorted(set(attrs))[:8])}]"


RUNNING: set[subprocess.Popen[str]] = set()  # terraform processes, each in its own group, stopped on SIGTERM
STOPPING = threading.Event()  # set on SIGTERM: no new terraform starts


def terraform(where: Path, env: dict[str, str], *args: str) -> tuple[subprocess.CompletedProcess[str], float]:
    started = time.monotonic()
    if STOPPING.is_set():
        raise subprocess.TimeoutExpired(["terraform", *args], 0)
    with subprocess.Popen(
        ["terraform", *args],
        cwd=where,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
    ) as proc:
        RUNNING.add(proc)
        try:
            stdout, stderr = proc.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            raise
        finally:
            RUNNING.discard(proc)
    done = subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr)
    return done, time.monotonic() - started


def stop_all(servers: list[LabcloudProcess]) -> None:
    """On SIGTERM: stop every terraform (and its provider) and the servers, then leave."""
    STOPPING.set()
    for proc in list(RUNNING):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
    for server in servers:
        server.stop()
    os._exit(1)


def provider_version() -> str:
    versions = sorted(
        (p.name for p in PROVIDER_DIR.iterdir() if p.is_dir()), key=lambda v: [int(x) for x in v.split(".")]
    )
    return versions[-1]


def run_pattern(endpoint: str, repo: Path, folder: str, scratch: Path) -> Outcome:
    start = time.monotonic()
    outcome = Outcome(folder, "OK", "", 0.0)
    with tempfile.TemporaryDirectory(prefix="tfpattern-", dir=scratch) as tmp:
        try:
            where = export(repo, folder, Path(tmp))
        except subprocess.CalledProcessError as error:
            outcome.status, outcome.reason = "EXPORT_FAILED", error.stderr.decode(errors="replace")[-300:]
            return outcome
        if not list(where.glob("*.tf")):  # the configuration lives in a subfolder (infra/, terraform/)
            roots = sorted(
                {p.parent for p in where.rglob("*.tf") if "provider" in p.read_text(errors="replace")}
            )
            if not roots:
                outcome.status, outcome.reason = "INIT_FAILED", "no .tf file names a provider"
                return outcome
            where = roots[0]
            outcome.harness.append(f"root module: {where.relative_to(Path(tmp) / folder)}/")
        other = sorted(p for p in providers_needed(where) if p != "aws")
        if other:
            outcome.status, outcome.reason = "INIT_BLOCKED", "needs " + ", ".join(other)
            return outcome
        _, notes, profiles = prepare(where, Path(tmp) / "home")
        outcome.harness += notes
        env = environment(Path(tmp) / "home", scratch / "plugin-cache", endpoint, profiles)
        try:
            _finish(outcome, where, env)
        except subprocess.TimeoutExpired as error:
            outcome.status, outcome.reason = (
                "TIMEOUT",
                f"terraform {' '.join(map(str, error.cmd[1:2]))} > {TIMEOUT:.0f}s",
            )
            if (where / "terraform.tfstate").exists():  # leave nothing behind
                subprocess.run(
                    ["terraform", "destroy", "-auto-approve", "-no-color"],
                    cwd=where,
                    env=env,
                    capture_output=True,
                    timeout=TIMEOUT,
                    check=False,
                )
    outcome.seconds = time.monotonic() - start
    return outcome


def _finish(outcome: Outcome, where: Path, env: dict[str, str]) -> None:
    done, seconds = terraform(where, env, "init", "-no-color", "-input=false")
    if done.returncode != 0 and (
        "does not match" in done.stderr or "no available releases match" in done.stderr
    ):
        version = provider_version()
        (where / "labcloud_override.tf").write_text(
            'terraform {\n  required_providers {\n    aws = {\n      source  = "hashicorp/aws"\n'
            f'      version = "{version}"\n    }}\n  }}\n}}\n'
        )
        (where / ".terraform.lock.hcl").unlink(missing_ok=True)
        outcome.harness.append(f"override: hashicorp/aws pinned to the mirror's {version}")
        done, more = terraform(where, env, "init", "-no-color", "-input=false")
        seconds += more
    elif done.returncode != 0 and "locked provider" in done.stderr:
        (where / ".terraform.lock.hcl").unlink(missing_ok=True)
        outcome.harness.append("lock file removed (it names a provider version the mirror lacks)")
        done, more = terraform(where, env, "init", "-no-color", "-input=false")
        seconds += more
    outcome.stages.append(
        Stage("init", done.returncode == 0, seconds, first_error(done.stderr) if done.returncode else "")
    )
    if done.returncode != 0:
        outcome.status, outcome.reason = "INIT_FAILED", outcome.stages[-1].error
        return
    done, seconds = terraform(where, env, "apply", "-no-color", "-auto-approve", "-parallelism=10")
    outcome.stages.append(
        Stage("apply", done.returncode == 0, seconds, first_error(done.stderr) if done.returncode else "")
    )
    if done.returncode != 0:
        outcome.status, outcome.reason = "APPLY_FAILED", outcome.stages[-1].error
    else:
        done, seconds = terraform(where, env, "plan", "-no-color", "-detailed-exitcode", "-parallelism=10")
        error = (
            first_error(done.stderr)
            if done.returncode == 1
            else plan_changes(done.stdout)
            if done.returncode == 2
            else ""
        )
        outcome.stages.append(Stage("plan", done.returncode == 0, seconds, error))
        if done.returncode == 1:
            outcome.status, outcome.reason = "PLAN_FAILED", error
        elif done.returncode == 2:
            outcome.status, outcome.reason = "REPLAN_DIFF", error
    done, seconds = terraform(where, env, "destroy", "-no-color", "-auto-approve", "-parallelism=10")
    outcome.stages.append(
        Stage("destroy", done.returncode == 0, seconds, first_error(done.stderr) if done.returncode else "")
    )
    if done.returncode != 0 and outcome.status == "OK":
        outcome.status, outcome.reason = "DESTROY_FAILED", outcome.stages[-1].error
    elif done.returncode != 0:
        outcome.reason += f" | destroy: {outcome.stages[-1].error}"


def group(reason: str) -> str:
    """A failure reason with names and numbers blanked, to count kinds rather than instances."""
    reason = re.sub(r"arn:aws[^\s'\"]*", "<arn>", reason)
    reason = re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", reason)
    reason = re.sub(r"(?<![A-Za-z])\d+", "N", reason)
    reason = re.sub(r"RequestID: \S+", "RequestID: …", reason)
    return reason[:150]


def warm_cache(endpoint: str, scratch: Path) -> None:
    """One init of an empty aws configuration fills the shared plugin cache, so the parallel inits only link."""
    where = scratch / "warm"
    where.mkdir(parents=True, exist_ok=True)
    (where / "main.tf").write_text(
        'terraform {\n  required_providers {\n    aws = { source = "hashicorp/aws" }\n  }\n}\n'
    )
    terraform(
        where,
        environment(scratch / "warm-home", scratch / "plugin-cache", endpoint, {"default"}),
        "init",
        "-no-color",
        "-input=false",
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", type=Path, required=True, help="git dir of aws-samples/serverless-patterns")
    parser.add_argument("--count", type=int, default=200)
    parser.add_argument(
        "--offset", type=Fraction, default=Fraction(0), help="shift the picks by this fraction of the step"
    )
    parser.add_argument("--only", nargs="*", help="run just these pattern folders")
    parser.add_argument("--json", type=Path, help="write the outcomes here")
    parser.add_argument(
        "--workers", type=int, default=2, help="patterns run at once (terraform is CPU-heavy)"
    )
    options = parser.parse_args()
    repo = options.repo / ".git" if (options.repo / ".git").is_dir() else options.repo
    if not 0 <= options.offset < 1:
        parser.error("--offset must be at least 0 and below 1")
    pool = candidates(repo)
    chosen = options.only or sample(pool, options.count, options.offset)
    print(
        f"{len(pool)} Terraform patterns, {len(chosen)} chosen; provider hashicorp/aws {provider_version()}",
        flush=True,
    )
    # one server per worker: the patterns reuse fixed names (demo_queue, demo-role...), so two at once on one
    # server would meet; each pattern starts from a reset server
    servers = [LabcloudProcess(in_memory=True).start() for _ in range(max(1, options.workers))]
    idle: queue.Queue[LabcloudProcess] = queue.Queue()
    for server in servers:
        idle.put(server)
    signal.signal(signal.SIGTERM, lambda *_: stop_all(servers))
    outcomes: list[Outcome] = []

    def on_a_server(folder: str, scratch: Path) -> Outcome:
        server = idle.get()
        try:
            server.reset()
            return run_pattern(server.endpoint, repo, folder, scratch)
        finally:
            idle.put(server)

    try:
        with tempfile.TemporaryDirectory(prefix="tfpatterns-") as scratch:
            (Path(scratch) / "plugin-cache").mkdir()
            warm_cache(servers[0].endpoint, Path(scratch))
            with ThreadPoolExecutor(options.workers) as workers:
                runs = workers.map(lambda f: on_a_server(f, Path(scratch)), chosen)
                for outcome in runs:
                    outcomes.append(outcome)
                    stages = " ".join(f"{s.name}:{'ok' if s.ok else 'FAIL'}" for s in outcome.stages)
                    print(
                        f"{outcome.pattern:<58} {outcome.status:<14} {outcome.seconds:5.0f}s  {stages}",
                        flush=True,
                    )
                    for note in outcome.harness:
                        print(f"    harness: {note}", flush=True)
                    if outcome.reason:
                        print(f"    {outcome.reason[:300]}", flush=True)
    finally:
        for server in servers:
            server.stop()
    print_totals(outcomes)
    if options.json:
        options.json.write_text(json.dumps([asdict(o) for o in outcomes], indent=1))


def print_totals(outcomes: list[Outcome]) -> None:
    def passed(o: Outcome, stage: str) -> bool:
        return any(s.name == stage and s.ok for s in o.stages)

    blocked = sum(o.status == "INIT_BLOCKED" for o in outcomes)
    print(
        f"\n{len(outcomes)} tried, {blocked} init-blocked (other providers or remote modules), "
        f"{sum(passed(o, 'init') for o in outcomes)} initialised, {sum(passed(o, 'apply') for o in outcomes)} applied, "
        f"{sum(passed(o, 'plan') for o in outcomes)} re-plan clean, {sum(passed(o, 'destroy') for o in outcomes)} destroyed, "
        f"{sum(o.status == 'OK' for o in outcomes)} all four"
    )
    kinds = collections.Counter(
        f"{o.status}: {group(o.reason)}" for o in outcomes if o.status not in ("OK", "INIT_BLOCKED")
    )
    for kind, n in kinds.most_common():
        print(f"  {n:3d}  {kind}")


if __name__ == "__main__":
    main()
