"""Classroom mode's keys: each learner its own account; unknown, shared, account-number and unsigned
keys refused with each service's AWS error; a learner's key with a wrong secret refused; keys kept
across a restart; the env files work with the aws CLI; a LAN address needs --classroom."""

from __future__ import annotations

import os
import subprocess
import sys
import urllib.error
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import boto3
import pytest
from botocore import UNSIGNED
from botocore.config import Config
from classroom_helpers import code_of

from labcloud.testing.server_process import LabcloudProcess

# service → (a list call, AWS's code for a key it does not know)
UNKNOWN = {
    "sts": (lambda c: c.get_caller_identity(), "InvalidClientTokenId"),
    "iam": (lambda c: c.list_users(), "InvalidClientTokenId"),
    "sqs": (lambda c: c.list_queues(), "InvalidClientTokenId"),
    "sns": (lambda c: c.list_topics(), "InvalidClientTokenId"),
    "s3": (lambda c: c.list_buckets(), "InvalidAccessKeyId"),
    "lambda": (lambda c: c.list_functions(), "UnrecognizedClientException"),
    "dynamodb": (lambda c: c.list_tables(), "UnrecognizedClientException"),
    "logs": (lambda c: c.describe_log_groups(), "UnrecognizedClientException"),
    "events": (lambda c: c.list_event_buses(), "UnrecognizedClientException"),
    "stepfunctions": (lambda c: c.list_state_machines(), "UnrecognizedClientException"),
    "secretsmanager": (lambda c: c.list_secrets(), "UnrecognizedClientException"),
    "ssm": (lambda c: c.describe_parameters(), "UnrecognizedClientException"),
    "kms": (lambda c: c.list_keys(), "UnrecognizedClientException"),
    "kinesis": (lambda c: c.list_streams(), "UnrecognizedClientException"),
    "apigateway": (lambda c: c.get_rest_apis(), "UnrecognizedClientException"),
}


def test_each_learner_is_the_root_of_an_account_of_their_own(
    learner_client: Callable[..., Any], keys: dict[str, dict[str, str]]
) -> None:
    accounts = set()
    for name in ("alice", "bob", "carol"):
        who = learner_client(name, "sts").get_caller_identity()
        assert who["Account"] == keys[name]["account_id"]
        assert who["Arn"] == f"arn:aws:iam::{who['Account']}:root"
        accounts.add(who["Account"])
    assert len(accounts) == 3 and "000000000000" not in accounts


@pytest.mark.parametrize("service", sorted(UNKNOWN))
@pytest.mark.parametrize("key", ["AKIAUNKNOWNKEY000000", "test", "111111111111"])
def test_keys_no_learner_holds_are_refused(classroom: LabcloudProcess, service: str, key: str) -> None:
    call, code = UNKNOWN[service]
    client = classroom.boto3_client(service, aws_access_key_id=key, aws_secret_access_key="x")
    assert code_of(lambda: call(client)) == code


@pytest.mark.parametrize("service", ["sqs", "dynamodb", "lambda"])
def test_unsigned_requests_are_refused(classroom: LabcloudProcess, service: str) -> None:
    call, code = UNKNOWN[service]
    client = boto3.client(
        service,
        endpoint_url=classroom.endpoint,
        region_name="us-east-1",
        config=Config(signature_version=UNSIGNED),
    )
    assert code_of(lambda: call(client)) == code


def test_a_learners_key_with_the_wrong_secret_does_not_match(
    classroom: LabcloudProcess, keys: dict[str, dict[str, str]]
) -> None:
    for service, code in (("sqs", "SignatureDoesNotMatch"), ("dynamodb", "InvalidSignatureException")):
        client = classroom.boto3_client(
            service, aws_access_key_id=keys["alice"]["access_key"], aws_secret_access_key="guessed"
        )
        assert code_of(lambda c=client, s=service: UNKNOWN[s][0](c)) == code


def test_the_env_file_points_the_aws_cli_at_the_learners_account(
    classroom: LabcloudProcess, keys: dict[str, dict[str, str]], tmp_path: Path
) -> None:
    out = tmp_path / "keys"
    subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "classroom", "credentials", "--out", str(out),
         "--endpoint", classroom.endpoint],
        check=True, capture_output=True, text=True,
    )  # fmt: skip
    env_file = out / "carol.env"
    assert oct(env_file.stat().st_mode & 0o777) == "0o600"
    script = f'. {env_file}; eval "$({sys.executable} -m labcloud.cli env)"; aws sts get-caller-identity'
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "LABCLOUD_"))}
    env["PATH"] = f"{Path(sys.executable).parent}:{env.get('PATH', '')}"
    env["LABCLOUD_DATA_DIR"] = str(tmp_path / "shim")
    result = subprocess.run(["bash", "-c", script], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert f'"Account": "{keys["carol"]["account_id"]}"' in result.stdout
    profile = subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "classroom", "credentials", "bob", "--format", "aws-config",
         "--endpoint", classroom.endpoint, "--learner-endpoint", "http://192.168.1.20:5000"],
        check=True, capture_output=True, text=True,
    ).stdout  # fmt: skip
    assert "[profile bob]\n" in profile
    assert f"aws_access_key_id = {keys['bob']['access_key']}\n" in profile
    assert "endpoint_url = http://192.168.1.20:5000\n" in profile
    assert "alice" not in profile


def test_the_instructors_routes_need_no_key_here_but_refuse_a_bad_signature(
    classroom: LabcloudProcess, keys: dict[str, dict[str, str]]
) -> None:
    request = urllib.request.Request(
        classroom.endpoint + "/_labcloud/classroom",
        headers={
            "authorization": f"AWS4-HMAC-SHA256 Credential={keys['alice']['access_key']}/20260101/us-east-1/"
            "labcloud/aws4_request, SignedHeaders=host, Signature=" + "0" * 64
        },
    )
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    assert refused.value.code == 403
    assert b"InvalidSignatureException" in refused.value.read()
    assert [x["name"] for x in classroom.get("/_labcloud/classroom")["learners"]] == ["alice", "bob", "carol"]


def test_keys_and_accounts_survive_a_restart_and_a_longer_roster(tmp_path: Path) -> None:
    roster = tmp_path / "roster"
    roster.write_text("2\n")
    server = LabcloudProcess(data_dir=tmp_path / "data", extra_args=["--classroom", str(roster)]).start()
    try:
        before = server.get("/_labcloud/classroom/credentials")["learners"]
        banner = server.log_path.read_text()
        assert f"  class: {server.endpoint}/_labcloud/view/classroom\n" in banner
        assert f"  keys:  labcloud classroom credentials --endpoint {server.endpoint} --out DIR\n" in banner
        assert [x["name"] for x in before] == ["learner01", "learner02"]
    finally:
        server.stop()
    roster.write_text("3\n")
    server.start()
    try:
        after = server.get("/_labcloud/classroom/credentials")["learners"]
        assert after[:2] == before and after[2]["name"] == "learner03"
        first = after[0]
        sqs = server.boto3_client(
            "sqs", aws_access_key_id=first["access_key"], aws_secret_access_key=first["secret_access_key"]
        )
        assert "QueueUrls" not in sqs.list_queues()
    finally:
        server.stop()


def _up(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "labcloud.cli", "up", "--in-memory", "--port", "0", *args],
        capture_output=True, text=True, timeout=30,
    )  # fmt: skip


def test_listening_beyond_this_machine_needs_a_classroom() -> None:
    refused = _up("--host", "0.0.0.0")
    assert refused.returncode == 2
    assert "refusing to listen on 0.0.0.0" in refused.stderr and "--classroom ROSTER" in refused.stderr


@pytest.mark.parametrize(
    ("roster", "message"),
    [
        ("", "the roster names no learner"),
        ("alice\nalice\n", "'alice' is on the roster twice"),
        ("al ice\n", "'al ice' is not a learner name"),
        ("0\n", "a class has 1 to 200 learners, not 0"),
    ],
)
def test_a_roster_that_cannot_be_used_is_refused_before_start(
    tmp_path: Path, roster: str, message: str
) -> None:
    path = tmp_path / "roster"
    path.write_text(roster)
    refused = _up("--classroom", str(path))
    assert refused.returncode == 2
    assert message in refused.stderr
