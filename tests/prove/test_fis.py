"""The AWS FIS API subset for Lambda, with boto3 and the aws CLI: templates, experiments, and their faults.

Experiments act on real invocations of functions deployed through the API: the handler of the
target function writes an item, so the tests can tell whether it ran.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "lambda_"))

from lambda_helpers import deployer, wait_for  # noqa: E402

ROLE = "arn:aws:iam::000000000000:role/fis-experiments"
HANDLER = """
import os, boto3
ddb = boto3.client("dynamodb", endpoint_url=os.environ.get("AWS_ENDPOINT_URL"), region_name="us-east-1")
def handler(event, context):
    ddb.put_item(TableName="fis-ran", Item={"id": {"S": context.aws_request_id}})
    return {"ok": True}
"""


def fn_arn(name: str) -> str:
    return f"arn:aws:lambda:us-east-1:000000000000:function:{name}"


def template(actions: dict[str, Any], targets: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    return {
        "description": "labcloud test",
        "roleArn": ROLE,
        "stopConditions": [{"source": "none"}],
        "targets": targets
        if targets is not None
        else {
            "fns": {
                "resourceType": "aws:lambda:function",
                "resourceArns": [fn_arn("fis-target")],
                "selectionMode": "ALL",
            }
        },
        "actions": actions,
        **extra,
    }


def action(action_id: str, **parameters: str) -> dict[str, Any]:
    return {
        "actionId": action_id,
        "parameters": {"duration": "PT10M", **parameters},
        "targets": {"Functions": "fns"},
    }


@pytest.fixture
def fis(labcloud: Any) -> Any:
    return labcloud.boto3_client("fis")


@pytest.fixture
def target(labcloud: Any) -> Any:
    from lambda_helpers import create_role

    labcloud.boto3_client("dynamodb").create_table(
        TableName="fis-ran",
        BillingMode="PAY_PER_REQUEST",
        AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
    )
    deploy = deployer(labcloud, create_role(labcloud))
    deploy("fis-target", HANDLER, Timeout=10, Tags={"chaos": "yes"})
    deploy("fis-bystander", HANDLER, Timeout=10)
    return labcloud.boto3_client("lambda")


def _ran(labcloud: Any, request_id: str) -> bool:
    item = labcloud.boto3_client("dynamodb").get_item(TableName="fis-ran", Key={"id": {"S": request_id}})
    return "Item" in item


def _invoke(lam: Any, name: str) -> tuple[dict[str, Any], Any]:
    answer = lam.invoke(FunctionName=name, Payload=b"{}")
    return answer, json.loads(answer["Payload"].read())


def test_template_lifecycle_shapes(fis: Any) -> None:
    created = fis.create_experiment_template(
        clientToken="token-1",
        tags={"team": "qa"},
        **template(
            {
                "slow": action(
                    "aws:lambda:invocation-add-delay",
                    startupDelayMilliseconds="250",
                    invocationPercentage="50",
                )
            }
        ),
    )["experimentTemplate"]
    assert created["id"].startswith("EXT")
    assert created["arn"] == f"arn:aws:fis:us-east-1:000000000000:experiment-template/{created['id']}"
    assert created["actions"] == {
        "slow": {
            "actionId": "aws:lambda:invocation-add-delay",
            "targets": {"Functions": "fns"},
            "parameters": {
                "duration": "PT10M",
                "startupDelayMilliseconds": "250",
                "invocationPercentage": "50",
            },
        }
    }
    assert created["targets"]["fns"]["resourceArns"] == [fn_arn("fis-target")]
    assert created["stopConditions"] == [{"source": "none"}]
    assert created["experimentOptions"] == {
        "accountTargeting": "single-account",
        "emptyTargetResolutionMode": "fail",
    }
    assert created["tags"] == {"team": "qa"} and created["roleArn"] == ROLE
    again = fis.create_experiment_template(
        clientToken="token-1", **template({"slow": action("aws:lambda:invocation-add-delay")})
    )["experimentTemplate"]
    assert again["id"] == created["id"]  # the client token makes the create idempotent
    fetched = fis.get_experiment_template(id=created["id"])["experimentTemplate"]
    assert fetched["actions"] == created["actions"] and fetched["creationTime"] == created["creationTime"]
    listed = fis.list_experiment_templates()["experimentTemplates"]
    assert [(t["id"], t["description"], t["tags"]) for t in listed] == [
        (created["id"], "labcloud test", {"team": "qa"})
    ]
    deleted = fis.delete_experiment_template(id=created["id"])["experimentTemplate"]
    assert deleted["id"] == created["id"]
    for call in (fis.get_experiment_template, fis.delete_experiment_template):
        with pytest.raises(ClientError) as caught:
            call(id=created["id"])
        assert caught.value.response["Error"]["Code"] == "ResourceNotFoundException"
        assert caught.value.response["ResponseMetadata"]["HTTPStatusCode"] == 404


def test_paging_templates(fis: Any) -> None:
    ids = [
        fis.create_experiment_template(**template({"e": action("aws:lambda:invocation-error")}))[
            "experimentTemplate"
        ]["id"]
        for _ in range(3)
    ]
    first = fis.list_experiment_templates(maxResults=2)
    assert [t["id"] for t in first["experimentTemplates"]] == ids[:2]
    second = fis.list_experiment_templates(maxResults=2, nextToken=first["nextToken"])
    assert [t["id"] for t in second["experimentTemplates"]] == ids[2:] and "nextToken" not in second
    with pytest.raises(ClientError) as caught:
        fis.list_experiment_templates(nextToken="garbage")
    assert caught.value.response["Error"]["Code"] == "ValidationException"


BAD = [
    (
        template(
            {"x": {"actionId": "aws:ec2:stop-instances", "parameters": {}, "targets": {"Instances": "fns"}}}
        ),
        "labcloud does not support action 'aws:ec2:stop-instances'",
    ),
    (
        template(
            {
                "x": {
                    "actionId": "aws:lambda:invocation-error",
                    "parameters": {},
                    "targets": {"Functions": "fns"},
                }
            }
        ),
        "requires the parameter duration",
    ),
    (template({"x": action("aws:lambda:invocation-error", duration="10M")}), "Invalid duration"),
    (
        template({"x": action("aws:lambda:invocation-error", invocationPercentage="0")}),
        "invocationPercentage",
    ),
    (
        template({"x": action("aws:lambda:invocation-error", invocationPercentage="101")}),
        "invocationPercentage",
    ),
    (
        template({"x": action("aws:lambda:invocation-add-delay", startupDelayMilliseconds="900001")}),
        "startupDelayMilliseconds",
    ),
    (template({"x": action("aws:lambda:invocation-error", preventExecution="maybe")}), "preventExecution"),
    (
        template({"x": action("aws:lambda:invocation-error", startupDelayMilliseconds="5")}),
        "does not take parameter(s) startupDelayMilliseconds",
    ),
    (
        template(
            {"x": action("aws:lambda:invocation-http-integration-response", contentTypeHeader="text/plain")}
        ),
        "requires the parameter statusCode",
    ),
    (
        template(
            {
                "x": action(
                    "aws:lambda:invocation-http-integration-response",
                    statusCode="600",
                    contentTypeHeader="text/plain",
                )
            }
        ),
        "statusCode",
    ),
    (
        template(
            {"x": action("aws:lambda:invocation-error")},
            {
                "fns": {
                    "resourceType": "aws:ec2:instance",
                    "resourceArns": [fn_arn("a")],
                    "selectionMode": "ALL",
                }
            },
        ),
        "labcloud does not support target resource type",
    ),
    (
        template(
            {"x": action("aws:lambda:invocation-error")},
            {
                "fns": {
                    "resourceType": "aws:lambda:function",
                    "resourceArns": [fn_arn("a")],
                    "resourceTags": {"a": "b"},
                    "selectionMode": "ALL",
                }
            },
        ),
        "either resourceArns or resourceTags",
    ),
    (
        template(
            {"x": action("aws:lambda:invocation-error")},
            {
                "fns": {
                    "resourceType": "aws:lambda:function",
                    "resourceArns": [fn_arn("a")],
                    "selectionMode": "SOME",
                }
            },
        ),
        "invalid selectionMode",
    ),
    (
        template(
            {"x": action("aws:lambda:invocation-error")},
            {
                "fns": {
                    "resourceType": "aws:lambda:function",
                    "resourceArns": ["arn:aws:sqs:us-east-1:000000000000:q"],
                    "selectionMode": "ALL",
                }
            },
        ),
        "is not a Lambda function ARN",
    ),
    (
        template({"x": {**action("aws:lambda:invocation-error"), "targets": {"Functions": "other"}}}),
        "which is not defined in the template",
    ),
    (
        template(
            {"x": action("aws:lambda:invocation-error")},
            stopConditions=[
                {
                    "source": "aws:cloudwatch:alarm",
                    "value": "arn:aws:cloudwatch:us-east-1:000000000000:alarm:a",
                }
            ],
        ),
        "labcloud does not support CloudWatch alarm stop conditions",
    ),
    (
        template(
            {"x": action("aws:lambda:invocation-error")},
            logConfiguration={
                "logSchemaVersion": 2,
                "cloudWatchLogsConfiguration": {
                    "logGroupArn": "arn:aws:logs:us-east-1:000000000000:log-group:g"
                },
            },
        ),
        "labcloud does not support experiment logging",
    ),
    (
        template(
            {
                "a": {**action("aws:lambda:invocation-error"), "startAfter": ["b"]},
                "b": {**action("aws:lambda:invocation-error"), "startAfter": ["a"]},
            }
        ),
        "cycle",
    ),
]


@pytest.mark.parametrize(("document", "message"), BAD)
def test_invalid_templates(fis: Any, document: dict[str, Any], message: str) -> None:
    with pytest.raises(ClientError) as caught:
        fis.create_experiment_template(**document)
    assert caught.value.response["Error"]["Code"] == "ValidationException"
    assert caught.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400
    assert message in caught.value.response["Error"]["Message"]
    assert fis.list_experiment_templates()["experimentTemplates"] == []


def test_unknown_experiments_and_templates(fis: Any) -> None:
    for call, kwargs in (
        (fis.start_experiment, {"experimentTemplateId": "EXTmissing"}),
        (fis.get_experiment, {"id": "EXPmissing"}),
        (fis.stop_experiment, {"id": "EXPmissing"}),
    ):
        with pytest.raises(ClientError) as caught:
            call(**kwargs)
        assert caught.value.response["Error"]["Code"] == "ResourceNotFoundException"
        assert caught.value.response["ResponseMetadata"]["HTTPStatusCode"] == 404


def test_tags_of_templates_and_experiments(fis: Any) -> None:
    created = fis.create_experiment_template(
        tags={"team": "qa"}, **template({"e": action("aws:lambda:invocation-error")})
    )["experimentTemplate"]
    arn = created["arn"]
    fis.tag_resource(resourceArn=arn, tags={"stage": "dev", "team": "ops"})
    assert fis.list_tags_for_resource(resourceArn=arn)["tags"] == {"team": "ops", "stage": "dev"}
    fis.untag_resource(resourceArn=arn, tagKeys=["team", "absent"])
    assert fis.list_tags_for_resource(resourceArn=arn)["tags"] == {"stage": "dev"}
    assert fis.get_experiment_template(id=created["id"])["experimentTemplate"]["tags"] == {"stage": "dev"}
    fis.untag_resource(resourceArn=arn)  # no keys: nothing removed
    assert fis.list_tags_for_resource(resourceArn=arn)["tags"] == {"stage": "dev"}
    experiment = fis.start_experiment(experimentTemplateId=created["id"], tags={"run": "1"})["experiment"]
    fis.tag_resource(resourceArn=experiment["arn"], tags={"by": "test"})
    assert fis.get_experiment(id=experiment["id"])["experiment"]["tags"] == {"run": "1", "by": "test"}
    with pytest.raises(ClientError) as caught:
        fis.tag_resource(resourceArn=arn, tags={f"k{i}": "v" for i in range(50)})
    assert caught.value.response["Error"]["Code"] == "ValidationException"
    assert fis.list_tags_for_resource(resourceArn=arn)["tags"] == {"stage": "dev"}  # nothing applied
    missing = "arn:aws:fis:us-east-1:000000000000:experiment-template/EXTmissing000000"
    other_account = arn.replace("000000000000", "111111111111")
    for gone in (missing, other_account):
        with pytest.raises(ClientError) as caught:
            fis.list_tags_for_resource(resourceArn=gone)
        assert caught.value.response["Error"]["Code"] == "ResourceNotFoundException"
        assert caught.value.response["ResponseMetadata"]["HTTPStatusCode"] == 404
    for bad in (
        "arn:aws:sqs:us-east-1:000000000000:queue-name-x",
        "arn:aws:fis:us-east-1:000000000000:action/x",
    ):
        with pytest.raises(ClientError) as caught:
            fis.tag_resource(resourceArn=bad, tags={"a": "b"})
        assert caught.value.response["Error"]["Code"] == "ValidationException"


def test_a_tags_path_with_a_signature_naming_no_service_is_answered_not_refused(labcloud: Any) -> None:
    """``/tags/{arn}`` is shared by several services; a request whose signature names none of them reaches
    one that implements the call, so a malformed ARN is a 4xx, never a 501 (the fuzzer's CI case)."""
    import urllib.error
    import urllib.request

    request = urllib.request.Request(
        f"{labcloud.endpoint}/tags/not-an-arn-but-long-enough-x",
        method="DELETE",
        headers={"Authorization": "AWS4-HMAC-SHA256 Credential=a/b/c/d/e, Signature="},
    )
    with pytest.raises(urllib.error.HTTPError) as caught:
        urllib.request.urlopen(request, timeout=10)
    assert caught.value.code == 400
    assert caught.value.headers["x-amzn-ErrorType"].startswith("ValidationException")


def test_invocation_error_with_and_without_execution(labcloud: Any, fis: Any, target: Any) -> None:
    ran = fis.create_experiment_template(
        **template({"fail": action("aws:lambda:invocation-error", preventExecution="false")})
    )["experimentTemplate"]
    experiment = fis.start_experiment(experimentTemplateId=ran["id"])["experiment"]
    assert experiment["state"]["status"] == "running" and experiment["id"].startswith("EXP")
    assert experiment["actions"]["fail"]["state"]["status"] == "running"
    answer, payload = _invoke(target, "fis-target")
    assert answer["FunctionError"] == "Unhandled" and payload["errorType"] == "Labcloud.InjectedFault"
    assert _ran(
        labcloud, answer["ResponseMetadata"]["HTTPHeaders"]["x-amzn-requestid"]
    )  # it ran, then failed
    answer, payload = _invoke(target, "fis-bystander")  # not targeted
    assert "FunctionError" not in answer and payload == {"ok": True}
    stopped = fis.stop_experiment(id=experiment["id"])["experiment"]
    assert stopped["state"]["status"] == "stopping"
    assert fis.get_experiment(id=experiment["id"])["experiment"]["state"]["status"] == "stopped"
    with pytest.raises(ClientError) as caught:
        fis.stop_experiment(id=experiment["id"])
    assert caught.value.response["Error"]["Code"] == "ValidationException"
    answer, payload = _invoke(target, "fis-target")
    assert "FunctionError" not in answer and payload == {"ok": True}

    prevented = fis.create_experiment_template(
        **template({"fail": action("aws:lambda:invocation-error", preventExecution="true")})
    )["experimentTemplate"]
    experiment = fis.start_experiment(experimentTemplateId=prevented["id"])["experiment"]
    answer, payload = _invoke(target, "fis-target")
    request_id = answer["ResponseMetadata"]["HTTPHeaders"]["x-amzn-requestid"]
    assert answer["FunctionError"] == "Unhandled" and payload["errorType"] == "Labcloud.InjectedFault"
    assert not _ran(labcloud, request_id)  # the handler never ran
    events = labcloud.get("/_labcloud/events?kind=fault.injected")["events"]
    assert any(
        e["data"]["fault"] == "fis:aws:lambda:invocation-error"
        and e["data"]["request_id"] == request_id
        and e["data"]["experiment_id"] == experiment["id"]
        for e in events
    )
    listed = fis.list_experiments(experimentTemplateId=prevented["id"])["experiments"]
    assert [e["id"] for e in listed] == [experiment["id"]]


def test_delay_and_http_response_by_tags(labcloud: Any, fis: Any, target: Any) -> None:
    tagged = {
        "fns": {
            "resourceType": "aws:lambda:function",
            "resourceTags": {"chaos": "yes"},
            "selectionMode": "ALL",
        }
    }
    created = fis.create_experiment_template(
        **template(
            {
                "delay": action("aws:lambda:invocation-add-delay", startupDelayMilliseconds="300"),
                "http": action(
                    "aws:lambda:invocation-http-integration-response",
                    statusCode="503",
                    contentTypeHeader="application/json",
                    preventExecution="true",
                ),
            },
            tagged,
        )
    )["experimentTemplate"]
    experiment = fis.start_experiment(experimentTemplateId=created["id"], tags={"run": "1"})["experiment"]
    assert experiment["targets"] == tagged and experiment["tags"] == {"run": "1"}
    answer, payload = _invoke(target, "fis-target")
    request_id = answer["ResponseMetadata"]["HTTPHeaders"]["x-amzn-requestid"]
    assert payload == {
        "statusCode": 503,
        "headers": {"Content-Type": "application/json"},
        "body": "",
        "isBase64Encoded": False,
    }
    assert not _ran(labcloud, request_id)
    faults = {
        e["data"]["fault"]
        for e in labcloud.get("/_labcloud/events?kind=fault.injected")["events"]
        if e["data"].get("request_id") == request_id
    }
    assert faults == {
        "fis:aws:lambda:invocation-add-delay",
        "fis:aws:lambda:invocation-http-integration-response",
    }
    answer, payload = _invoke(target, "fis-bystander")
    assert payload == {"ok": True}


def test_experiment_ends_after_its_duration(labcloud: Any, fis: Any, target: Any) -> None:
    created = fis.create_experiment_template(
        **template({"fail": {**action("aws:lambda:invocation-error"), "parameters": {"duration": "PT1S"}}})
    )["experimentTemplate"]
    experiment = fis.start_experiment(experimentTemplateId=created["id"])["experiment"]
    done = wait_for(
        lambda: (
            fis.get_experiment(id=experiment["id"])["experiment"]
            if fis.get_experiment(id=experiment["id"])["experiment"]["state"]["status"] == "completed"
            else None
        ),
        timeout=20,
    )
    assert done["actions"]["fail"]["state"]["status"] == "completed" and "endTime" in done
    _, payload = _invoke(target, "fis-target")
    assert payload == {"ok": True}


def test_missing_target_fails_the_experiment(fis: Any) -> None:
    created = fis.create_experiment_template(**template({"e": action("aws:lambda:invocation-error")}))[
        "experimentTemplate"
    ]
    experiment = fis.start_experiment(experimentTemplateId=created["id"])["experiment"]
    assert experiment["state"]["status"] == "failed"
    assert "Target resolution returned empty set" in experiment["state"]["reason"]


def test_cli(labcloud: Any, tmp_path: Path) -> None:
    document = tmp_path / "template.json"
    document.write_text(json.dumps(template({"e": action("aws:lambda:invocation-error")})))
    created = labcloud.aws_json("fis", "create-experiment-template", "--cli-input-json", f"file://{document}")
    template_id = created["experimentTemplate"]["id"]
    listed = labcloud.aws_json("fis", "list-experiment-templates", "--query", "experimentTemplates[].id")
    assert listed == [template_id]
    missing = labcloud.aws("fis", "get-experiment-template", "--id", "EXTnope", check=False)
    assert missing.returncode != 0 and "ResourceNotFoundException" in missing.stderr
    document.write_text(
        json.dumps(template({"e": action("aws:lambda:invocation-error", invocationPercentage="0")}))
    )
    refused = labcloud.aws(
        "fis", "create-experiment-template", "--cli-input-json", f"file://{document}", check=False
    )
    assert refused.returncode != 0 and "ValidationException" in refused.stderr
    started = labcloud.aws_json("fis", "start-experiment", "--experiment-template-id", template_id)
    assert started["experiment"]["state"]["status"] == "failed"  # fis-target does not exist here
    assert (
        labcloud.aws_json(
            "fis",
            "get-experiment",
            "--id",
            started["experiment"]["id"],
            "--query",
            "experiment.experimentTemplateId",
        )
        == template_id
    )


def test_templates_and_experiments_survive_a_restart(tmp_path: Path) -> None:
    from labcloud.testing.server_process import LabcloudProcess

    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        fis = server.boto3_client("fis")
        created = fis.create_experiment_template(**template({"e": action("aws:lambda:invocation-error")}))[
            "experimentTemplate"
        ]
        experiment = fis.start_experiment(experimentTemplateId=created["id"])["experiment"]
    finally:
        server.stop()
    server.start()
    try:
        fis = server.boto3_client("fis")
        assert (
            fis.get_experiment_template(id=created["id"])["experimentTemplate"]["actions"]
            == created["actions"]
        )
        again = fis.get_experiment(id=experiment["id"])["experiment"]
        assert again["state"] == experiment["state"] and again["experimentTemplateId"] == created["id"]
    finally:
        server.stop()
