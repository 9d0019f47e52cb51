"""Terraform (hashicorp/aws 5.x) manages labcloud: apply, re-plan with no changes, import, destroy.

Three workflows run against one real labcloud server, concurrently (the provider itself waits
about 25 s on every SQS queue it creates, so running them side by side keeps the wall time down):

- ``full``: configs/full, every resource type of issue 12 with the provider's ``skip_*`` flags:
  apply → ``plan -detailed-exitcode`` is 0 → a fresh directory with the same configuration and an
  ``import`` block per resource plans nothing but imports → destroy → boto3 finds nothing left.
- ``example``: the README's Terraform walkthrough, run verbatim with bash (only the port differs):
  the seed lab's architecture with an endpoints-only provider block, an order through the mapping
  into DynamoDB, then destroy.
- ``provider_block``: what ``labcloud terraform`` prints, used as is, reads the caller identity.

Each workflow records the outcome of each stage; the tests below assert on those outcomes.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
import threading
import time
import uuid
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import boto3
import pytest
from terraform_runner import Workspace, check_pure_import, import_blocks, missing_reason, terraform_env
from tf_types import NOT_IMPORTABLE, SUPPORTED

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent
REPO = HERE.parent.parent
README = REPO / "README.md"
EXAMPLE = REPO / "examples" / "terraform"

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    # The workflows take 3-4 minutes on an idle 2-core machine; far longer when the machine is busy.
    pytest.mark.timeout(2400),
]

#: The types configs/full covers (tf_types.SUPPORTED names the config of each type).
EVERY_TYPE = {kind for kind, config in SUPPORTED.items() if config == "terraform/configs/full"}


# ---------------------------------------------------------------------------------- the workflows


class Stages:
    """Outcomes of named stages: None (passed), an error text (failed), absent (never ran)."""

    def __init__(self) -> None:
        self.outcomes: dict[str, str | None] = {}
        self.facts: dict[str, Any] = {}
        self.lock = threading.Lock()

    def run(self, name: str, step: Callable[[], Any]) -> bool:
        try:
            step()
        except BaseException as error:  # noqa: BLE001 - recorded for the test that owns the stage
            with self.lock:
                self.outcomes[name] = f"{type(error).__name__}: {error}"
            return False
        with self.lock:
            self.outcomes[name] = None
        return True

    def check(self, name: str) -> None:
        if name not in self.outcomes:
            earlier = {k: v for k, v in self.outcomes.items() if v and k.split(".")[0] == name.split(".")[0]}
            pytest.fail(f"stage {name} never ran; failed before it: {earlier}")
        if self.outcomes[name] is not None:
            pytest.fail(f"stage {name} failed:\n{self.outcomes[name]}")


def _clients(server: LabcloudProcess) -> Callable[[str], Any]:
    def make(service: str) -> Any:
        return boto3.client(
            service,
            endpoint_url=server.endpoint,
            region_name="us-east-1",
            aws_access_key_id="test",
            aws_secret_access_key="test",
        )

    return make


def _write_zips(where: Path) -> None:
    with zipfile.ZipFile(where / "fn.zip", "w") as archive:
        archive.writestr(
            "app.py", "import helpers\n\n\ndef handler(event, context):\n    return {'ok': helpers.VALUE}\n"
        )
    with zipfile.ZipFile(where / "layer.zip", "w") as archive:
        archive.writestr("python/helpers.py", "VALUE = 42\n")


def leftovers(server: LabcloudProcess, prefix: str) -> dict[str, list[str]]:
    """Every resource named with ``prefix`` that labcloud still has, by kind (boto3 list calls)."""
    client = _clients(server)
    lam, iam, logs = client("lambda"), client("iam"), client("logs")
    found = {
        "queues": client("sqs").list_queues(QueueNamePrefix=prefix).get("QueueUrls", []),
        "tables": [t for t in client("dynamodb").list_tables()["TableNames"] if t.startswith(prefix)],
        "functions": [
            f["FunctionName"]
            for f in lam.list_functions()["Functions"]
            if f["FunctionName"].startswith(prefix)
        ],
        "layers": [
            layer["LayerName"]
            for layer in lam.list_layers()["Layers"]
            if layer["LayerName"].startswith(prefix)
        ],
        "mappings": [
            m["UUID"]
            for m in lam.list_event_source_mappings()["EventSourceMappings"]
            if prefix in m["EventSourceArn"]
        ],
        "roles": [r["RoleName"] for r in iam.list_roles()["Roles"] if r["RoleName"].startswith(prefix)],
        "users": [u["UserName"] for u in iam.list_users()["Users"] if u["UserName"].startswith(prefix)],
        "policies": [
            p["PolicyName"]
            for p in iam.list_policies(Scope="Local")["Policies"]
            if p["PolicyName"].startswith(prefix)
        ],
        "log_groups": [
            g["logGroupName"] for g in logs.describe_log_groups()["logGroups"] if prefix in g["logGroupName"]
        ],
    }
    return {kind: names for kind, names in found.items() if names}


def full_workflow(server: LabcloudProcess, root: Path, stages: Stages) -> None:
    prefix = "tf" + uuid.uuid4().hex[:6]
    stages.facts["full.prefix"] = prefix
    env = terraform_env(root / "home")
    var_args = [
        "-var",
        f"endpoint={server.endpoint}",
        "-var",
        f"prefix={prefix}",
        "-var",
        "function_zip=fn.zip",
        "-var",
        "layer_zip=layer.zip",
    ]
    first = Workspace(root / "full", env, var_args, reuse_provider=False)
    shutil.copytree(HERE / "configs" / "full", first.path)
    _write_zips(first.path)

    def apply() -> None:
        first.init()
        first.apply()
        types = {r["type"] for r in first.managed_resources()}
        assert types == EVERY_TYPE, f"missing types {EVERY_TYPE - types}, unexpected {types - EVERY_TYPE}"

    def replan() -> None:
        result = first.plan_exitcode()
        assert result.returncode == 0, f"plan after apply shows changes:\n{result.stdout[-8000:]}"

    def import_all() -> None:
        # its own plugin cache: this init runs while the first directory re-plans, and Terraform's
        # cache is not safe to share between concurrent runs (the re-plan once found the provider
        # package missing from its .terraform/providers while this init linked it)
        second = Workspace(
            root / "imported", terraform_env(root / "home-import"), var_args, reuse_provider=False
        )
        second.path.mkdir()
        for config in first.path.glob("*.tf"):  # all but items.tf: table items cannot be imported
            if config.name != "items.tf":
                shutil.copy(config, second.path)
        _write_zips(second.path)
        resources = [r for r in first.managed_resources() if r["type"] not in NOT_IMPORTABLE]
        blocks, ignored = import_blocks(resources)
        (second.path / "imports.tf").write_text(blocks)
        (second.path / "import_override.tf").write_text(ignored)
        second.init()
        check_pure_import(second, {r["address"] for r in resources})

    def destroy() -> None:
        stages.facts["full.log"] = first.log
        first.destroy()
        left = leftovers(server, prefix)
        assert not left, f"left behind after destroy: {left}"

    if stages.run("full.apply", apply):
        # Both only read: the re-plan in the first directory, the import plan in a fresh one.
        side = threading.Thread(target=stages.run, args=("full.import", import_all))
        side.start()
        stages.run("full.replan", replan)
        side.join()
    stages.run("full.destroy", destroy)


def readme_block() -> str:
    """The README's Terraform walkthrough: the ```sh block right after the marker comment."""
    text = README.read_text()
    match = re.search(r"<!-- terraform-example -->\s*```sh\n(.*?)```", text, re.S)
    assert match, "README.md has no <!-- terraform-example --> block"
    return match.group(1)


def example_workflow(server: LabcloudProcess, root: Path, stages: Stages) -> None:
    home = root / "home"
    env = terraform_env(home)
    workdir = root / "clone"
    shutil.copytree(
        EXAMPLE,
        workdir / "examples" / "terraform",
        ignore=shutil.ignore_patterns(".terraform*", "*.tfstate*", "worker.zip"),
    )
    env.update({"LABCLOUD_ENDPOINT": server.endpoint, "LABCLOUD_DATA_DIR": str(home / "labcloud")})
    env["PATH"] = str(Path(sys.executable).parent) + ":" + env.get("PATH", "")

    def run_readme() -> None:
        script = "set -euo pipefail\n" + readme_block()
        try:
            done = subprocess.run(
                ["bash", "-c", script],
                cwd=workdir,
                env=env,
                capture_output=True,
                text=True,
                timeout=1800,
                check=False,
            )
        except subprocess.TimeoutExpired as error:
            partial = (
                error.stdout.decode(errors="replace")
                if isinstance(error.stdout, bytes)
                else str(error.stdout)
            )
            raise AssertionError(
                f"README block still running after {error.timeout}s:\n{partial[-6000:]}"
            ) from None
        stages.facts["example.output"] = done.stdout + done.stderr
        assert done.returncode == 0, (
            f"README block exited {done.returncode}:\n{done.stdout[-6000:]}\n{done.stderr[-6000:]}"
        )
        plain = re.sub(r"\x1b\[[0-9;]*m", "", done.stdout)
        stages.facts["example.output"] = plain
        assert "No changes. Your infrastructure matches the configuration." in plain
        assert "Destroy complete! Resources: 8 destroyed." in plain

    def order_stored() -> None:
        output = str(stages.facts.get("example.output", ""))
        items = [json.loads(m) for m in re.findall(r"^\{\n    \"Item\".*?^\}$", output, re.S | re.M)]
        assert items, f"no get-item answer in the README run's output:\n{output[-3000:]}"
        assert items[-1]["Item"]["id"] == {"S": "order-1"}
        assert items[-1]["Item"]["quantity"] == {"N": "2"}

    def nothing_left() -> None:
        left = leftovers(server, "tf-orders")
        assert not left, f"left behind after the README's destroy: {left}"

    if stages.run("example.readme", run_readme):
        stages.run("example.order", order_stored)
    stages.run("example.destroyed", nothing_left)


def provider_block_workflow(server: LabcloudProcess, root: Path, stages: Stages) -> None:
    work = Workspace(root / "block", terraform_env(root / "home"), reuse_provider=False)
    work.path.mkdir(parents=True)

    def apply() -> None:
        printed = subprocess.run(
            [sys.executable, "-m", "labcloud.cli", "terraform", "--endpoint", server.endpoint],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        (work.path / "provider.tf").write_text(printed)
        (work.path / "main.tf").write_text(
            'data "aws_caller_identity" "me" {}\n'
            'data "aws_region" "here" {}\n'
            'output "account" { value = data.aws_caller_identity.me.account_id }\n'
            'output "arn" { value = data.aws_caller_identity.me.arn }\n'
            'output "region" { value = data.aws_region.here.name }\n'
        )
        work.init()
        work.apply()
        stages.facts["block.outputs"] = work.outputs()

    stages.run("block.apply", apply)


@pytest.fixture(scope="module")
def stages(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stages]:
    root = tmp_path_factory.mktemp("terraform")
    server = LabcloudProcess(data_dir=root / "labcloud").start()
    recorded = Stages()
    workflows = [full_workflow, example_workflow, provider_block_workflow]
    threads = [
        threading.Thread(target=w, args=(server, root / w.__name__, recorded), name=w.__name__)
        for w in workflows
    ]
    started = time.monotonic()
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=2200)
        recorded.facts["seconds"] = time.monotonic() - started
        timings = [
            f"{r.seconds:5.1f}s terraform {' '.join(a for a in r.args if not a.startswith('-'))}"
            for r in recorded.facts.get("full.log", [])
        ]
        print(f"terraform workflows took {recorded.facts['seconds']:.0f}s; full:\n" + "\n".join(timings))
        yield recorded
    finally:
        server.stop()


# ---------------------------------------------------------------------------------- the tests


def test_every_resource_type_applies(stages: Stages) -> None:
    stages.check("full.apply")


def test_plan_after_apply_shows_no_changes(stages: Stages) -> None:
    stages.check("full.replan")


def test_every_importable_resource_imports_to_the_same_configuration(stages: Stages) -> None:
    stages.check("full.import")


def test_destroy_leaves_nothing_behind(stages: Stages) -> None:
    stages.check("full.destroy")


def test_readme_example_deploys_and_destroys_verbatim(stages: Stages) -> None:
    stages.check("example.readme")


def test_readme_example_order_reaches_the_table_through_the_mapping(stages: Stages) -> None:
    stages.check("example.order")


def test_readme_example_destroy_leaves_nothing_behind(stages: Stages) -> None:
    stages.check("example.destroyed")


def test_labcloud_terraform_block_works_with_only_endpoints(stages: Stages) -> None:
    stages.check("block.apply")
    outputs = stages.facts["block.outputs"]
    assert outputs["account"] == "000000000000"
    assert outputs["arn"] == "arn:aws:iam::000000000000:root"
    assert outputs["region"] == "us-east-1"


def test_readme_block_is_what_the_example_folder_documents() -> None:
    block = readme_block()
    assert "cd examples/terraform" in block
    assert "terraform apply" in block and "terraform destroy" in block
    main = (EXAMPLE / "main.tf").read_text()
    for resource in (
        "aws_sqs_queue",
        "aws_dynamodb_table",
        "aws_iam_role_policy",
        "aws_cloudwatch_log_group",
        "aws_lambda_function",
        "aws_lambda_event_source_mapping",
    ):
        assert f'resource "{resource}"' in main
    assert "skip_" not in main, "the example's provider block must work with endpoints only"
