"""X-Ray tracing settings through CloudFormation and SAM: Lambda ``TracingConfig`` (SAM ``Tracing`` in
Globals), Step Functions ``TracingConfiguration`` (SAM ``Tracing``) and an API Gateway stage's
``TracingEnabled`` (SAM ``TracingEnabled``): created, updated in place, deleted with the stack, and
the traced function and stage hand on a sampled trace header."""

from __future__ import annotations

import json
import re
import urllib.request
from typing import Any

from botocore.config import Config
from cfn_helpers import wait_stack

from labcloud.testing.server_process import LabcloudProcess

CODE = (
    "import json, os\n"
    "def handler(event, context):\n"
    "    headers = {k.lower(): v for k, v in ((event or {}).get('headers') or {}).items()}\n"
    "    body = {'env': os.environ.get('_X_AMZN_TRACE_ID'), 'header': headers.get('x-amzn-trace-id')}\n"
    "    return {'statusCode': 200, 'body': json.dumps(body)}\n"
)
SAMPLED = re.compile(r"Root=1-[0-9a-f]{8}-[0-9a-f]{24};Parent=[0-9a-f]{16};Sampled=1")


def _template(mode: str, enabled: bool) -> str:
    return json.dumps(
        {
            "Transform": "AWS::Serverless-2016-10-31",
            "Globals": {"Function": {"Tracing": mode}},
            "Resources": {
                "Fn": {
                    "Type": "AWS::Serverless::Function",
                    "Properties": {
                        "FunctionName": "traced-fn",
                        "Runtime": "python3.12",
                        "Handler": "index.handler",
                        "InlineCode": CODE,
                        "Events": {
                            "Get": {
                                "Type": "Api",
                                "Properties": {"RestApiId": {"Ref": "Api"}, "Path": "/t", "Method": "get"},
                            }
                        },
                    },
                },
                "Api": {
                    "Type": "AWS::Serverless::Api",
                    "Properties": {"StageName": "prod", "TracingEnabled": enabled},
                },
                "Machine": {
                    "Type": "AWS::Serverless::StateMachine",
                    "Properties": {
                        "Name": "traced-machine",
                        "Tracing": {"Enabled": enabled},
                        "Definition": {"StartAt": "P", "States": {"P": {"Type": "Pass", "End": True}}},
                        "Policies": [],
                    },
                },
            },
            "Outputs": {"ApiId": {"Value": {"Ref": "Api"}}},
        }
    )


def _settings(labcloud: LabcloudProcess, api_id: str) -> tuple[Any, Any, Any]:
    lam = labcloud.boto3_client("lambda")
    sfn = labcloud.boto3_client("stepfunctions", config=Config(inject_host_prefix=False))
    apigw = labcloud.boto3_client("apigateway")
    machine_arn = "arn:aws:states:us-east-1:000000000000:stateMachine:traced-machine"
    return (
        lam.get_function_configuration(FunctionName="traced-fn")["TracingConfig"],
        sfn.describe_state_machine(stateMachineArn=machine_arn)["tracingConfiguration"],
        apigw.get_stage(restApiId=api_id, stageName="prod")["tracingEnabled"],
    )


def _call(labcloud: LabcloudProcess, api_id: str) -> dict[str, Any]:
    url = f"{labcloud.endpoint}/_labcloud/execute-api/{api_id}/prod/t"
    with urllib.request.urlopen(url, timeout=30) as answer:  # noqa: S310 - the local test server
        return dict(json.loads(answer.read()))


def test_tracing_settings_create_update_and_delete(labcloud: LabcloudProcess, cfn: Any) -> None:
    caps = ["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    cfn.create_stack(StackName="traced", TemplateBody=_template("Active", True), Capabilities=caps)
    stack = wait_stack(cfn, "traced")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    api_id = stack["Outputs"][0]["OutputValue"]
    assert _settings(labcloud, api_id) == ({"Mode": "Active"}, {"enabled": True}, True)
    seen = _call(labcloud, api_id)
    # the stage sampled the request; the Active function runs under its own segment of the same trace
    assert SAMPLED.fullmatch(seen["header"]) and SAMPLED.fullmatch(seen["env"]), seen
    assert seen["env"].split(";")[0] == seen["header"].split(";")[0]
    assert seen["env"].split(";")[1] != seen["header"].split(";")[1]

    cfn.update_stack(StackName="traced", TemplateBody=_template("PassThrough", False), Capabilities=caps)
    stack = wait_stack(cfn, "traced")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", stack.get("StackStatusReason")
    assert _settings(labcloud, api_id) == ({"Mode": "PassThrough"}, {"enabled": False}, False)
    seen = _call(labcloud, api_id)
    # no stage sampling decision, and PassThrough hands the gateway's header on unchanged
    assert re.fullmatch(r"Root=1-[0-9a-f]{8}-[0-9a-f]{24}", seen["header"]), seen
    assert seen["env"] == seen["header"]

    cfn.delete_stack(StackName="traced")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
    assert labcloud.boto3_client("lambda").list_functions()["Functions"] == []
