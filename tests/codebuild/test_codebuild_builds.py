"""Builds that really run, through boto3: an S3 zip source unpacked with its buildspec.yml, variables from the
project, the buildspec, Parameter Store and Secrets Manager, the `aws` CLI inside the build reaching labcloud
as the service role, exported variables, a zip artifact in S3, the output in CloudWatch Logs, state and phase
changes on EventBridge; failures (ABORT and CONTINUE, YAML errors, runtimes the machine lacks, refused
buildspec keys), StopBuild, the project's concurrency limit, the listings, RetryBuild and BatchDeleteBuilds."""

from __future__ import annotations

import io
import json
import time
import zipfile
from typing import Any

import pytest
from botocore.exceptions import ClientError
from tests.codebuild.builds_setup import ENVIRONMENT, phases, project, unique, wait

from labcloud.testing.server_process import LabcloudProcess

SOURCE_SPEC = """version: 0.2
env:
  variables:
    FROM_SPEC: spec
    PLAIN: overridden-by-the-project
  parameter-store:
    PARAM: /cb-test/param
  secrets-manager:
    SECRET: cb-test-secret:password
  exported-variables:
    - RESULT
phases:
  install:
    runtime-versions:
      python: latest
  pre_build:
    commands:
      - cd app
  build:
    commands:
      - mkdir -p ../out/sub
      - echo "$FROM_SPEC $PLAIN $PARAM $SECRET $(cat data.txt)" > ../out/result.txt
      - echo "$CODEBUILD_BUILD_NUMBER $CODEBUILD_INITIATOR $AWS_REGION $CODEBUILD_SRC_DIR" > ../out/sub/env.txt
      - aws s3 cp ../out/result.txt "s3://$OUT_BUCKET/by-cli.txt"
      - export RESULT="built $CODEBUILD_BUILD_NUMBER"
    finally:
      - echo the build phase is over
artifacts:
  files:
    - '**/*'
  base-directory: out
"""


def _code(exc: pytest.ExceptionInfo[ClientError]) -> str:
    return str(exc.value.response["Error"]["Code"])


def _events_queue(labcloud: LabcloudProcess) -> tuple[Any, str]:
    sqs, events = labcloud.boto3_client("sqs"), labcloud.boto3_client("events")
    url = sqs.create_queue(QueueName=unique("cb-events"))["QueueUrl"]
    arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    allow = {"Effect": "Allow", "Principal": {"Service": "events.amazonaws.com"}, "Action": "sqs:SendMessage"}
    policy = {"Version": "2012-10-17", "Statement": [{**allow, "Resource": arn}]}
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"Policy": json.dumps(policy)})
    rule = unique("cb-rule")
    events.put_rule(Name=rule, EventPattern=json.dumps({"source": ["aws.codebuild"]}))
    events.put_targets(Rule=rule, Targets=[{"Id": "q", "Arn": arn}])
    return sqs, url


def _received(sqs: Any, url: str, build_arn: str, count: int) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    deadline = time.monotonic() + 15
    while len(found) < count and time.monotonic() < deadline:
        for message in sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10, WaitTimeSeconds=1).get(
            "Messages", []
        ):
            event = json.loads(message["Body"])
            if event["resources"] == [build_arn]:
                found.append(event)
    return found


def test_an_s3_source_build_runs_with_variables_cli_artifacts_logs_and_events(
    codebuild: Any, service_role: str, labcloud: LabcloudProcess
) -> None:
    s3 = labcloud.boto3_client("s3")
    source_bucket, out_bucket = unique("cb-src"), unique("cb-out")
    s3.create_bucket(Bucket=source_bucket)
    s3.create_bucket(Bucket=out_bucket)
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w") as archive:
        archive.writestr("buildspec.yml", SOURCE_SPEC)
        archive.writestr("app/data.txt", "from-the-source\n")
    s3.put_object(Bucket=source_bucket, Key="src/app.zip", Body=packed.getvalue())
    labcloud.boto3_client("ssm").put_parameter(
        Name="/cb-test/param", Value="param-value", Type="SecureString"
    )
    labcloud.boto3_client("secretsmanager").create_secret(
        Name="cb-test-secret", SecretString=json.dumps({"password": "s3cret"})
    )
    sqs, url = _events_queue(labcloud)
    name = project(
        codebuild,
        service_role,
        "",
        source={"type": "S3", "location": f"{source_bucket}/src/app.zip"},
        artifacts={
            "type": "S3",
            "location": out_bucket,
            "path": "builds",
            "name": "app.zip",
            "namespaceType": "BUILD_ID",
            "packaging": "ZIP",
        },
        environment={
            **ENVIRONMENT,
            "environmentVariables": [
                {"name": "PLAIN", "value": "from-project"},
                {"name": "OUT_BUCKET", "value": out_bucket},
            ],
        },
    )
    started = codebuild.start_build(projectName=name)["build"]
    assert started["buildStatus"] == "IN_PROGRESS" and started["buildNumber"] == 1
    assert started["initiator"] == "root" and started["id"].startswith(f"{name}:")
    build = wait(codebuild, started["id"])
    assert build["buildStatus"] == "SUCCEEDED", build["phases"]
    assert [p for p, _ in phases(build)] == [
        "SUBMITTED", "QUEUED", "PROVISIONING", "DOWNLOAD_SOURCE", "INSTALL", "PRE_BUILD", "BUILD",
        "POST_BUILD", "UPLOAD_ARTIFACTS", "FINALIZING", "COMPLETED",
    ]  # fmt: skip
    assert all(status == "SUCCEEDED" for _, status in phases(build)[:-1])
    assert build["exportedEnvironmentVariables"] == [{"name": "RESULT", "value": "built 1"}]
    uuid = build["id"].split(":", 1)[1]
    key = f"builds/{uuid}/app.zip"
    assert build["artifacts"]["location"] == f"arn:aws:s3:::{out_bucket}/{key}"
    with zipfile.ZipFile(io.BytesIO(s3.get_object(Bucket=out_bucket, Key=key)["Body"].read())) as archive:
        assert sorted(archive.namelist()) == ["result.txt", "sub/env.txt"]
        result = archive.read("result.txt").decode()
        assert result == "spec from-project param-value s3cret from-the-source\n"
        number, who, region, src = archive.read("sub/env.txt").decode().split()
        assert (number, who, region) == ("1", "root", "us-east-1") and src.endswith(f"/{uuid}/src")
    assert s3.get_object(Bucket=out_bucket, Key="by-cli.txt")["Body"].read().decode() == result
    logs = labcloud.boto3_client("logs")
    assert (build["logs"]["groupName"], build["logs"]["streamName"]) == (f"/aws/codebuild/{name}", uuid)
    lines = [
        e["message"]
        for e in logs.get_log_events(
            logGroupName=f"/aws/codebuild/{name}", logStreamName=uuid, startFromHead=True
        )["events"]
    ]
    assert "the build phase is over" in lines and "labcloud: runtime python" in " ".join(lines)
    assert lines.index("the build phase is over") < next(
        i for i, line in enumerate(lines) if line.endswith("Phase complete: BUILD State: SUCCEEDED")
    )
    events = _received(sqs, url, build["arn"], 12)
    kinds = [
        (e["detail-type"], e["detail"].get("build-status") or e["detail"]["completed-phase"]) for e in events
    ]
    assert ("CodeBuild Build State Change", "IN_PROGRESS") in kinds
    assert ("CodeBuild Build State Change", "SUCCEEDED") in kinds
    assert ("CodeBuild Build Phase Change", "UPLOAD_ARTIFACTS") in kinds
    done = next(e["detail"] for e in events if e["detail"].get("build-status") == "SUCCEEDED")
    assert done["project-name"] == name and done["build-id"] == build["arn"] and done["version"] == "1"
    assert done["current-phase"] == "COMPLETED" and done["additional-information"]["build-complete"] is True
    phase = next(e["detail"] for e in events if e["detail"].get("completed-phase") == "BUILD")
    assert phase["completed-phase-status"] == "SUCCEEDED" and phase["completed-phase-context"] == "[]"


FAILS = "version: 0.2\nphases:\n  pre_build:\n    commands:\n      - echo before\n      - exit 3\n      - echo never\n  build:\n    commands:\n      - echo never\n"
CONTINUES = (
    "version: 0.2\nphases:\n  pre_build:\n    on-failure: CONTINUE\n    commands:\n      - 'false'\n"
    "  build:\n    commands:\n      - echo succeeding=$CODEBUILD_BUILD_SUCCEEDING\n"
)
SLEEPS = "version: 0.2\nphases:\n  build:\n    commands:\n      - sleep 60\n"


def test_failures_stops_limits_listings_retries_and_deletes(codebuild: Any, service_role: str) -> None:
    failing = wait(
        codebuild, codebuild.start_build(projectName=project(codebuild, service_role, FAILS))["build"]["id"]
    )
    assert failing["buildStatus"] == "FAILED"
    assert phases(failing)[4:] == [
        ("INSTALL", "SUCCEEDED"), ("PRE_BUILD", "FAILED"), ("FINALIZING", "SUCCEEDED"), ("COMPLETED", None),
    ]  # fmt: skip
    assert failing["phases"][5]["contexts"] == [
        {
            "statusCode": "COMMAND_EXECUTION_ERROR",
            "message": "Error while executing command: exit 3. Reason: exit status 3",
        }
    ]
    went_on = wait(
        codebuild,
        codebuild.start_build(projectName=project(codebuild, service_role, CONTINUES))["build"]["id"],
    )
    assert went_on["buildStatus"] == "FAILED" and ("BUILD", "SUCCEEDED") in phases(went_on)
    name = project(codebuild, service_role, SLEEPS, concurrentBuildLimit=1)
    for spec, code in (
        ("version: 0.2\nphases: [oops", "YAML_FILE_ERROR"),
        ("version: 0.2\nreports:\n  r:\n    files: ['x']\n", "YAML_FILE_ERROR"),
        ("version: 0.1\nphases: {}\n", "YAML_FILE_ERROR"),
    ):
        bad = wait(codebuild, codebuild.start_build(projectName=name, buildspecOverride=spec)["build"]["id"])
        assert bad["buildStatus"] == "FAILED" and phases(bad)[3] == ("DOWNLOAD_SOURCE", "FAILED")
        assert bad["phases"][3]["contexts"][0]["statusCode"] == code
    ancient = "version: 0.2\nphases:\n  install:\n    runtime-versions:\n      python: 2.4\n"
    old = wait(codebuild, codebuild.start_build(projectName=name, buildspecOverride=ancient)["build"]["id"])
    assert old["buildStatus"] == "FAILED" and ("INSTALL", "FAILED") in phases(old)
    running = codebuild.start_build(
        projectName=name,
        environmentVariablesOverride=[{"name": "EXTRA", "value": "x"}],
        timeoutInMinutesOverride=15,
    )["build"]
    assert running["timeoutInMinutes"] == 15 and running["environment"]["environmentVariables"] == [
        {"name": "EXTRA", "value": "x", "type": "PLAINTEXT"}
    ]
    with pytest.raises(ClientError) as exc:
        codebuild.start_build(projectName=name)
    assert _code(exc) == "AccountLimitExceededException"
    assert codebuild.batch_delete_builds(ids=[running["id"], f"{name}:missing"])["buildsNotDeleted"] == [
        {"id": running["id"], "statusCode": "BUILD_IN_PROGRESS"},
        {"id": f"{name}:missing", "statusCode": "BUILD_NOT_FOUND"},
    ]
    deadline = time.monotonic() + 30
    while wait(codebuild, running["id"], 0)["currentPhase"] != "BUILD":
        assert time.monotonic() < deadline
        time.sleep(0.1)
    codebuild.stop_build(id=running["arn"])
    stopped = wait(codebuild, running["id"])
    assert stopped["buildStatus"] == "STOPPED" and ("BUILD", "STOPPED") in phases(stopped)
    retried = codebuild.retry_build(id=stopped["id"])["build"]
    assert retried["buildNumber"] == stopped["buildNumber"] + 1 and retried["timeoutInMinutes"] == 15
    codebuild.stop_build(id=retried["id"])
    assert wait(codebuild, retried["id"])["buildStatus"] == "STOPPED"
    ids = codebuild.list_builds_for_project(projectName=name)["ids"]
    assert ids[:2] == [retried["id"], stopped["id"]] and len(ids) == 6
    assert codebuild.list_builds_for_project(projectName=name, sortOrder="ASCENDING")["ids"] == ids[::-1]
    assert retried["id"] in codebuild.list_builds()["ids"]
    deleted = codebuild.batch_delete_builds(ids=[stopped["id"]])
    assert deleted == {
        "buildsDeleted": [stopped["id"]],
        "buildsNotDeleted": [],
        "ResponseMetadata": deleted["ResponseMetadata"],
    }
    assert codebuild.batch_get_builds(ids=[stopped["id"]])["buildsNotFound"] == [stopped["id"]]
