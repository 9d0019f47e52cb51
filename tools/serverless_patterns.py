"""Deploy a sample of AWS's public serverless patterns (SAM, Python/Node) unchanged against one labcloud.

Not part of the test suite: it needs a local git copy of ``aws-samples/serverless-patterns`` (a bare git
dir is enough; files are read with ``git show``). For each chosen pattern it exports the pattern's folder to
a temp dir, runs the real ``aws cloudformation package`` (to labcloud's S3) and ``aws cloudformation
deploy`` with every capability, and records CREATE_COMPLETE or the first failure reason (the first
``*_FAILED`` event of DescribeStackEvents, or the CLI's own error). Prints a table and grouped totals.

Which template: the one the pattern's ``example-pattern.json`` names as ``templateFile`` (relative to the
pattern's folder or to the repository; some sit in a subfolder, some are ``template.yml``), else a top-level
``template.yaml`` or ``template.yml``; packaging runs from that template's folder, where its relative paths
point. The choice is deterministic: top-level folders whose template has the SAM transform, whose
functions run Python or Node.js and which name at least one of the services listed in ``SERVICES``;
sorted by name, ``--count`` of them spread evenly over the list.

Each pattern meets a fresh account: one in-memory labcloud per worker, reset before each pattern (patterns
reuse fixed names, a ``FunctionName`` or a table name, so two on one account would collide and a failure
would be the harness's, not labcloud's). After CREATE_COMPLETE the stack is deleted too, as a user ends a
trial; a failed delete is recorded beside the outcome (``deleted``), not hidden. Parameters without a default (or whose
default is a prompt, "Enter a name for ...") get a placeholder, as a user would pass one on the command
line: the first allowed value, an example.com address for e-mail, ``api.example.com`` for a domain name, ``1`` for numbers, two items for a ``CommaDelimitedList``, the account's default VPC, its subnets and default security group for the EC2 id types (a user passes ids that exist; CloudFormation checks them),
else a 28-character lower-case text (API key values need 20 or more), cut to the parameter's
``MaxLength``.

With ``--sam PATH`` (the AWS SAM CLI), ``sam package`` packages instead of the aws CLI, as a user's
``sam deploy`` does: it also uploads what ``aws cloudformation package`` leaves as local paths (a
``Serverless::GraphQLApi``'s ``SchemaUri`` and its functions' ``CodeUri``, an AppSync resolver's code).

``--offset 1/2`` shifts every pick half a step: a second deterministic sample of the same size, made of the
folders between the first sample's picks.

Run: ``python tools/serverless_patterns.py --repo /path/to/serverless-patterns[.git] [--count 60]
[--offset 1/2] [--json out] [--sam /path/to/sam]``.
"""

from __future__ import annotations

import argparse
import collections
import io
import json
import queue
import re
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

import yaml

try:
    from labcloud.testing.server_process import LabcloudProcess
except ImportError:  # a checkout without the package installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
    from labcloud.testing.server_process import LabcloudProcess

SERVICES = (
    "AWS::Serverless::Api",
    "AWS::Serverless::HttpApi",
    "AWS::ApiGateway",
    "AWS::ApiGatewayV2",
    "AWS::Events",
    "EventBridgeRule",
    "AWS::SNS",
    "AWS::SQS",
    "AWS::Serverless::StateMachine",
    "AWS::StepFunctions",
    "AWS::Kinesis",
    "AWS::DynamoDB",
    "AWS::Serverless::SimpleTable",
    "AWS::S3::Bucket",
    "AWS::SecretsManager",
    "AWS::SSM",
    "AWS::KMS",
)
RUNTIME = re.compile(r"Runtime:\s*['\"]?(python3|nodejs)")
CAPABILITIES = ["CAPABILITY_IAM", "CAPABILITY_NAMED_IAM", "CAPABILITY_AUTO_EXPAND"]


@dataclass
class Outcome:
    pattern: str
    status: str  # CREATE_COMPLETE, or the stage that failed
    reason: str
    seconds: float
    deleted: str = ""  # after CREATE_COMPLETE: "ok", or why DeleteStack did not finish


class _Loader(yaml.SafeLoader):
    """YAML with CloudFormation's short-form tags read as plain values (only Parameters are needed)."""


def _any_tag(loader: yaml.SafeLoader, suffix: str, node: yaml.Node) -> Any:
    if isinstance(node, yaml.ScalarNode):
        return loader.construct_scalar(node)
    if isinstance(node, yaml.SequenceNode):
        return loader.construct_sequence(node)
    return loader.construct_mapping(node)  # type: ignore[arg-type]


_Loader.add_multi_constructor("!", _any_tag)


def git(repo: Path, *args: str) -> str:
    return subprocess.run(
        ["git", f"--git-dir={repo}", *args], capture_output=True, text=True, check=True
    ).stdout


def template_of(repo: Path, folder: str, names: set[str]) -> str | None:
    """The repository path of the pattern's template, or None.

    ``example-pattern.json``'s ``templateFile`` first (written relative to the folder or to the repository,
    sometimes ``.yaml`` for a ``.yml`` file), else a top-level ``template.yaml``/``template.yml``.
    """
    named: list[str] = []
    if f"{folder}/example-pattern.json" in names:
        try:
            found = re.findall(
                r'"templateFile"\s*:\s*"([^"]+)"', git(repo, "show", f"HEAD:{folder}/example-pattern.json")
            )
        except subprocess.CalledProcessError:
            found = []
        for value in found:
            value = value.strip().lstrip("./")
            if not value.endswith((".yaml", ".yml", ".json", ".template")):
                continue  # some name a source file (src/function.py): the top-level template is the one
            for path in (value, f"{folder}/{value}"):
                stem, _, ext = path.rpartition(".")
                other = {"yaml": "yml", "yml": "yaml"}.get(ext)
                named += [path] + ([f"{stem}.{other}"] if other else [])
    for path in [*named, f"{folder}/template.yaml", f"{folder}/template.yml"]:
        if path.startswith(f"{folder}/") and path in names:
            return path
    return None


def candidates(repo: Path) -> dict[str, str]:
    """Top-level pattern folders that match the selection rule, sorted, each with its template's path."""
    names = set(git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines())
    chosen = {}
    for folder in sorted({n.split("/")[0] for n in names if "/" in n}):
        template = template_of(repo, folder, names)
        if template is None:
            continue
        text = git(repo, "show", f"HEAD:{template}")
        if "AWS::Serverless-2016-10-31" not in text or not RUNTIME.search(text):
            continue
        if any(service in text for service in SERVICES):
            chosen[folder] = template
    return chosen


def sample(folders: list[str], count: int, offset: Fraction = Fraction(0)) -> list[str]:
    """``count`` folders spread evenly over the sorted list (all of them if fewer).

    ``offset`` (0 <= offset < 1) shifts every pick by that fraction of the step between picks: ``1/2``
    chooses the folders half-way between the picks of offset 0, a second sample that shares none of them
    when the list is at least twice ``count`` long.
    """
    if len(folders) <= count:
        return folders
    return [folders[int((i + offset) * len(folders) // count)] for i in range(count)]


def export(repo: Path, folder: str, into: Path) -> Path:
    archive = subprocess.run(
        ["git", f"--git-dir={repo}", "archive", "--format=tar", "HEAD", folder],
        capture_output=True,
        check=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")
    return into / folder


_EC2_ID = re.compile(r"AWS::EC2::(SecurityGroup|Subnet|VPC)::Id")
_EC2_PREFIX = {"SecurityGroup": "sg", "Subnet": "subnet", "VPC": "vpc"}


#: A default that asks for a value ("Enter a name for the CloudWatch access log group"): the pattern's
#: README has the user type one at ``sam deploy --guided``'s prompt, so it gets a placeholder too.
_PROMPT = re.compile(r"\s*enter\b", re.IGNORECASE)


def default_network(server: LabcloudProcess) -> dict[str, list[str]]:
    """The account's default VPC, its subnets (one per zone) and its default security group: the real ids a
    user passes for ``AWS::EC2::*::Id`` parameters (CloudFormation checks that they exist)."""
    vpcs = server.aws_json("ec2", "describe-vpcs", "--filters", "Name=isDefault,Values=true")["Vpcs"]
    if not vpcs:
        return {}
    vpc = vpcs[0]["VpcId"]
    subnets = server.aws_json("ec2", "describe-subnets", "--filters", f"Name=vpc-id,Values={vpc}")["Subnets"]
    by_zone = {subnet["AvailabilityZone"]: subnet["SubnetId"] for subnet in subnets}
    groups = server.aws_json(
        "ec2",
        "describe-security-groups",
        "--filters",
        f"Name=vpc-id,Values={vpc}",
        "Name=group-name,Values=default",
    )["SecurityGroups"]
    return {
        "VPC": [vpc],
        "Subnet": sorted(by_zone.values())[:2],
        "SecurityGroup": [g["GroupId"] for g in groups],
    }


def overrides(template: Path, network: dict[str, list[str]] | None = None) -> list[str]:
    """``Name=value`` for each parameter a user must give; ``network`` (``default_network``) supplies real
    ids for the EC2 id types, else ids of the right shape stand in."""
    try:
        doc = yaml.load(template.read_text(), Loader=_Loader) or {}  # noqa: S506 - a SafeLoader subclass
    except yaml.YAMLError:
        return []
    out = []
    for name, spec in (doc.get("Parameters") or {}).items():
        if not isinstance(spec, dict) or ("Default" in spec and not _PROMPT.match(str(spec["Default"]))):
            continue
        if spec.get("AllowedValues"):
            value = str(spec["AllowedValues"][0])
        elif "mail" in name.lower():
            value = "someone@example.com"
        elif "domain" in name.lower():  # a host name, as the DomainName properties it feeds want
            value = "api.example.com"
        elif spec.get("Type") == "Number":
            value = "1"
        elif (kind := _EC2_ID.search(str(spec.get("Type") or ""))) is not None:
            # the account's own ids, as a user passes real ones; else ids of the shape the type wants
            one = f"{_EC2_PREFIX[kind.group(1)]}-0123456789abcdef0"
            ids = (network or {}).get(kind.group(1)) or [one, f"{one[:-1]}1"]
            value = ",".join(ids) if str(spec.get("Type")).startswith("List<") else ids[0]
        elif spec.get("Type") == "CommaDelimitedList":  # a list: two items, as templates !Select [1, ...]
            value = "placeholder-value-1,placeholder-value-2"
        else:
            value = "placeholder-value-0123456789"
            if str(spec.get("MaxLength", "")).isdigit():  # a user passes a value the template accepts
                value = value[: int(spec["MaxLength"])]
        out.append(f"{name}={value}")
    return out


def first_failure(server: LabcloudProcess, stack: str) -> str:
    try:
        events = server.aws_json("cloudformation", "describe-stack-events", "--stack-name", stack)
    except AssertionError as error:
        return f"describe-stack-events: {str(error).splitlines()[-1]}"
    for event in reversed(events.get("StackEvents", [])):  # oldest first
        if event.get("ResourceStatus", "").endswith("FAILED") and event.get("ResourceStatusReason"):
            kind = event.get("ResourceType", "")
            return f"{kind}: {event['ResourceStatusReason']}"
    return "no failure event"


def last_line(text: str) -> str:
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    return lines[-1] if lines else ""


def package(
    server: LabcloudProcess, sam: str | None, template: Path, packaged: Path
) -> subprocess.CompletedProcess[str]:
    """``aws cloudformation package``, or ``sam package`` when a SAM CLI is given, to labcloud's S3."""
    args = ["package", "--template-file", str(template), "--s3-bucket", "artifacts"]
    args += ["--output-template-file", str(packaged)]
    if sam is None:
        # from the pattern's folder, as its README has the user run it: the CLI zips a function's CodeUri
        # that names one file (src/function.js) only when it finds that path from the current directory,
        # else it uploads the bare file, which Lambda cannot unzip
        run_cli = ["aws", "cloudformation", *args]
        return subprocess.run(
            run_cli, env=server.cli_env(), cwd=template.parent, capture_output=True, text=True, timeout=300
        )
    env = {**server.cli_env(), "SAM_CLI_TELEMETRY": "0"}
    run = [sam, *args, "--region", "us-east-1"]
    return subprocess.run(run, env=env, cwd=template.parent, capture_output=True, text=True, timeout=300)


def deploy(
    server: LabcloudProcess, repo: Path, folder: str, template_path: str, index: int, sam: str | None = None
) -> Outcome:
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="pattern-") as tmp:
        try:
            where = export(repo, folder, Path(tmp))
        except subprocess.CalledProcessError as error:  # e.g. a blob missing from a partial copy
            reason = (
                last_line(error.stderr.decode(errors="replace")) or f"git archive exited {error.returncode}"
            )
            return Outcome(folder, "EXPORT_FAILED", reason, time.monotonic() - start)
        template = where.parent / template_path
        packaged = template.parent / "labcloud-packaged.yaml"
        result = package(server, sam, template, packaged)
        if result.returncode != 0:
            return Outcome(folder, "PACKAGE_FAILED", last_line(result.stderr), time.monotonic() - start)
        # short, like the names the patterns' READMEs suggest: some templates build 64-character names from it
        stack = re.sub(r"[^A-Za-z0-9-]", "-", f"p{index:02d}-{folder}")[:24].rstrip("-")
        args = ["cloudformation", "deploy", "--template-file", str(packaged), "--stack-name", stack]
        args += ["--capabilities", *CAPABILITIES, "--s3-bucket", "artifacts"]
        params = overrides(template, default_network(server))
        if params:
            args += ["--parameter-overrides", *params]
        try:
            result = server.aws(*args, check=False)
        except subprocess.TimeoutExpired:
            return Outcome(folder, "TIMEOUT", "deploy did not finish in 120 s", time.monotonic() - start)
        seconds = time.monotonic() - start
        if result.returncode == 0:
            # the CLI's word is checked: only a stack DescribeStacks reports CREATE_COMPLETE counts
            status = stack_status(server, stack)
            if status != "CREATE_COMPLETE":
                return Outcome(folder, status or "NO_STACK", last_line(result.stdout), seconds)
            return Outcome(folder, "CREATE_COMPLETE", "", seconds, deleted=delete(server, stack))
        if "Failed to create the changeset" in result.stderr:
            reason = result.stderr.split("Reason:", 1)[-1].strip() or last_line(result.stderr)
            return Outcome(folder, "CHANGESET_FAILED", " ".join(reason.split()), seconds)
        if "Failed to create/update the stack" in result.stderr or "Waiter" in result.stderr:
            return Outcome(folder, "CREATE_FAILED", first_failure(server, stack), seconds)
        return Outcome(folder, "DEPLOY_FAILED", last_line(result.stderr), seconds)


def stack_status(server: LabcloudProcess, stack: str) -> str:
    try:
        found = server.aws_json("cloudformation", "describe-stacks", "--stack-name", stack)
    except AssertionError:
        return ""
    return str((found.get("Stacks") or [{}])[0].get("StackStatus", ""))


def delete(server: LabcloudProcess, stack: str) -> str:
    """DeleteStack and wait for it: "ok", or the CLI's error or the first DELETE_FAILED reason."""
    try:
        server.aws("cloudformation", "delete-stack", "--stack-name", stack)
        result = server.aws(
            "cloudformation", "wait", "stack-delete-complete", "--stack-name", stack, check=False
        )
    except (AssertionError, subprocess.TimeoutExpired) as error:
        return f"delete-stack: {last_line(str(error))}"
    return "ok" if result.returncode == 0 else first_failure(server, stack)


def group(reason: str) -> str:
    """A failure reason with names and numbers blanked, to count kinds rather than instances."""
    reason = re.sub(r"arn:aws[^\s'\"]*", "<arn>", reason)
    reason = re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", reason)
    reason = re.sub(r"(?<![A-Za-z])\d+", "N", reason)
    reason = reason.split(" (supported types:")[0]
    return reason[:150]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repo", type=Path, required=True, help="git dir of aws-samples/serverless-patterns")
    parser.add_argument("--count", type=int, default=60)
    parser.add_argument(
        "--offset",
        type=Fraction,
        default=Fraction(0),
        help="shift the picks by this fraction of the step between them (1/2: a second, disjoint sample)",
    )
    parser.add_argument("--only", nargs="*", help="deploy just these pattern folders")
    parser.add_argument("--json", type=Path, help="write the outcomes here")
    parser.add_argument(
        "--workers", type=int, default=6, help="patterns deployed at once (the CLI mostly waits)"
    )
    parser.add_argument("--sam", help="the AWS SAM CLI: package with `sam package`, as `sam deploy` does")
    options = parser.parse_args()
    repo = options.repo / ".git" if (options.repo / ".git").is_dir() else options.repo
    pool = candidates(repo)
    if not 0 <= options.offset < 1:
        parser.error("--offset must be at least 0 and below 1")
    if options.only:
        # a named folder keeps its template even when the selection rule would not pick it
        names = set(git(repo, "ls-tree", "-r", "--name-only", "HEAD").splitlines())
        chosen = {folder: pool.get(folder) or template_of(repo, folder, names) for folder in options.only}
    else:
        chosen = {folder: pool[folder] for folder in sample(list(pool), options.count, options.offset)}
    print(f"{len(pool)} candidate patterns, {len(chosen)} chosen", flush=True)
    # one server per worker, reset before each pattern: every pattern meets a fresh account (module docstring)
    servers = [LabcloudProcess(in_memory=True).start() for _ in range(max(1, options.workers))]
    idle: queue.Queue[LabcloudProcess] = queue.Queue()
    for server in servers:
        idle.put(server)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # so the servers below are stopped too
    outcomes: list[Outcome] = []

    def on_a_server(index: int, folder: str, template: str | None) -> Outcome:
        if template is None:
            return Outcome(folder, "NO_TEMPLATE", "no templateFile nor top-level template.yaml/.yml", 0.0)
        server = idle.get()
        try:
            server.reset()
            server.aws("s3", "mb", "s3://artifacts")
            return deploy(server, repo, folder, template, index, options.sam)
        finally:
            idle.put(server)

    try:
        with ThreadPoolExecutor(options.workers) as pool_:
            runs = pool_.map(lambda item: on_a_server(item[0], *item[1]), enumerate(chosen.items()))
            for outcome in runs:
                outcomes.append(outcome)
                line = f"{outcome.pattern:<55} {outcome.status:<16} {outcome.seconds:5.1f}s  {outcome.reason[:220]}"
                if outcome.deleted not in ("", "ok"):
                    line += f"  [delete: {outcome.deleted[:200]}]"
                print(line, flush=True)
    finally:
        for server in servers:
            server.stop()
    ok = sum(o.status == "CREATE_COMPLETE" for o in outcomes)
    print(f"\n{ok} of {len(outcomes)} reach CREATE_COMPLETE")
    deleted = sum(o.deleted == "ok" for o in outcomes)
    print(f"{deleted} of {ok} deleted again")
    kinds = collections.Counter(group(o.reason) for o in outcomes if o.status != "CREATE_COMPLETE")
    for kind, n in kinds.most_common():
        print(f"  {n:3d}  {kind}")
    if options.json:
        options.json.write_text(json.dumps([asdict(o) for o in outcomes], indent=1))


if __name__ == "__main__":
    main()
