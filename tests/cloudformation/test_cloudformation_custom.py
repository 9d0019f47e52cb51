"""Custom resources with AWS's protocol: a real Python provider function PUTs its response with urllib
to the presigned ResponseURL labcloud serves; Lambda- and SNS-backed; Create/Update/Delete requests
exactly as AWS sends them; Data read by Fn::GetAtt; FAILED responses, replacement by a new physical id,
and the one-hour timeout (moved by the server clock).
"""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

from cfn_helpers import events, wait_for, wait_stack

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
PROVIDER = """
import json, os, urllib.request
import boto3

def handler(event, context):
    if "Records" in event:  # through SNS
        event = json.loads(event["Records"][0]["Sns"]["Message"])
    boto3.client("sqs").send_message(QueueUrl=os.environ["SEEN"], MessageBody=json.dumps(event))
    props = event["ResourceProperties"]
    mode = props.get("DeleteMode" if event["RequestType"] == "Delete" else "Mode", "ok")
    if mode == "silent":
        return
    body = {
        "Status": "FAILED" if mode == "fail" else "SUCCESS",
        "Reason": "the provider said no",
        "PhysicalResourceId": "thing-" + props["Name"],
        "StackId": event["StackId"],
        "RequestId": event["RequestId"],
        "LogicalResourceId": event["LogicalResourceId"],
        "Data": {"Greeting": "hello " + props["Name"], "Count": props.get("Count")},
        "NoEcho": props.get("Secret") == "yes",
    }
    request = urllib.request.Request(
        event["ResponseURL"], data=json.dumps(body).encode(), method="PUT", headers={"content-type": ""}
    )
    urllib.request.urlopen(request).read()
"""


def template(custom: dict[str, Any], *, sns: bool = False) -> str:
    resources: dict[str, Any] = {
        "Role": {
            "Type": "AWS::IAM::Role",
            "Properties": {
                "AssumeRolePolicyDocument": TRUST,
                "Policies": [
                    {
                        "PolicyName": "seen",
                        "PolicyDocument": {
                            "Version": "2012-10-17",
                            "Statement": [{"Effect": "Allow", "Action": "sqs:SendMessage", "Resource": "*"}],
                        },
                    }
                ],
            },
        },
        "Provider": {
            "Type": "AWS::Lambda::Function",
            "Properties": {
                "Runtime": "python3.12",
                "Handler": "index.handler",
                "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                "Timeout": 30,
                "Code": {"ZipFile": PROVIDER},
                "Environment": {"Variables": {"SEEN": {"Ref": "SeenUrl"}}},
            },
        },
        "Greeter": {
            "Type": "Custom::Greeter",
            "Properties": {"ServiceToken": {"Fn::GetAtt": ["Provider", "Arn"]}, **custom},
        },
    }
    if sns:
        resources["Requests"] = {"Type": "AWS::SNS::Topic"}
        resources["Allow"] = {
            "Type": "AWS::Lambda::Permission",
            "Properties": {
                "FunctionName": {"Ref": "Provider"},
                "Action": "lambda:InvokeFunction",
                "Principal": "sns.amazonaws.com",
                "SourceArn": {"Ref": "Requests"},
            },
        }
        resources["Subscribe"] = {
            "Type": "AWS::SNS::Subscription",
            "DependsOn": "Allow",
            "Properties": {
                "TopicArn": {"Ref": "Requests"},
                "Protocol": "lambda",
                "Endpoint": {"Fn::GetAtt": ["Provider", "Arn"]},
            },
        }
        resources["Greeter"]["Type"] = "AWS::CloudFormation::CustomResource"
        resources["Greeter"]["Properties"]["ServiceToken"] = {"Ref": "Requests"}
        resources["Greeter"]["DependsOn"] = "Subscribe"
        resources["Echo"] = {  # a resource reads the real Data even when NoEcho masks the outputs
            "Type": "AWS::SSM::Parameter",
            "Properties": {
                "Type": "String",
                "Name": "/echo",
                "Value": {"Fn::GetAtt": ["Greeter", "Greeting"]},
            },
        }
    return json.dumps(
        {
            "Parameters": {"SeenUrl": {"Type": "String"}},
            "Resources": resources,
            "Outputs": {
                "Greeting": {"Value": {"Fn::GetAtt": ["Greeter", "Greeting"]}},
                "Physical": {"Value": {"Ref": "Greeter"}},
            },
        }
    )


def start(labcloud: Any, cfn: Any, name: str, body: str, update: bool = False) -> tuple[str, str]:
    """Create (or update) stack ``name``; (stack id, the URL of the queue the provider reports to)."""
    url = labcloud.boto3_client("sqs").create_queue(QueueName="seen")["QueueUrl"]
    call = cfn.update_stack if update else cfn.create_stack
    answer = call(
        StackName=name,
        TemplateBody=body,
        Parameters=[{"ParameterKey": "SeenUrl", "ParameterValue": url}],
        Capabilities=["CAPABILITY_IAM"],
    )
    return str(answer["StackId"]), str(url)


def seen(labcloud: Any, queue_url: str, count: int) -> list[dict[str, Any]]:
    """The next ``count`` requests the provider received (in order)."""
    sqs = labcloud.boto3_client("sqs")
    got: list[dict[str, Any]] = []

    def more() -> bool:
        for message in sqs.receive_message(QueueUrl=queue_url, MaxNumberOfMessages=10).get("Messages", []):
            got.append(json.loads(message["Body"]))
            sqs.delete_message(QueueUrl=queue_url, ReceiptHandle=message["ReceiptHandle"])
        return len(got) >= count

    wait_for(more, timeout=60)
    return got


def outputs(cfn: Any, name: str) -> dict[str, str]:
    return {
        o["OutputKey"]: o["OutputValue"] for o in cfn.describe_stacks(StackName=name)["Stacks"][0]["Outputs"]
    }


def test_lambda_backed_create_update_replace_delete(labcloud: Any, cfn: Any) -> None:
    stack_id, queue = start(
        labcloud, cfn, "greet", template({"Name": "ada", "Count": 3, "Flag": True, "Nested": {"N": 1}})
    )
    assert wait_stack(cfn, "greet")["StackStatus"] == "CREATE_COMPLETE", events(cfn, "greet")
    out = outputs(cfn, "greet")
    assert (out["Greeting"], out["Physical"]) == ("hello ada", "thing-ada")
    [create] = seen(labcloud, queue, 1)
    function_arn = create["ServiceToken"]
    assert function_arn.startswith("arn:aws:lambda:us-east-1:000000000000:function:greet-Provider-")
    assert set(create) == {
        "RequestType",
        "ServiceToken",
        "ResponseURL",
        "StackId",
        "RequestId",
        "LogicalResourceId",
        "ResourceType",
        "ResourceProperties",
    }
    assert (
        create["RequestType"],
        create["StackId"],
        create["LogicalResourceId"],
        create["ResourceType"],
    ) == (
        "Create",
        stack_id,
        "Greeter",
        "Custom::Greeter",
    )
    # scalars arrive as text, as CloudFormation sends them
    assert create["ResourceProperties"] == {
        "ServiceToken": function_arn,
        "Name": "ada",
        "Count": "3",
        "Flag": "true",
        "Nested": {"N": "1"},
    }
    assert (
        create["ResponseURL"].startswith(labcloud.endpoint + "/")
        and "X-Amz-Signature=" in create["ResponseURL"]
    )
    resource = cfn.describe_stack_resource(StackName="greet", LogicalResourceId="Greeter")[
        "StackResourceDetail"
    ]
    assert (resource["ResourceType"], resource["PhysicalResourceId"]) == ("Custom::Greeter", "thing-ada")

    # An update in place: PhysicalResourceId and OldResourceProperties are sent.
    start(labcloud, cfn, "greet", template({"Name": "ada", "Count": 4}), update=True)
    assert wait_stack(cfn, "greet")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "greet")
    [update] = seen(labcloud, queue, 1)
    assert update["RequestType"] == "Update" and update["PhysicalResourceId"] == "thing-ada"
    assert update["ResourceProperties"] == {"ServiceToken": function_arn, "Name": "ada", "Count": "4"}
    assert (
        update["OldResourceProperties"]["Count"] == "3" and update["OldResourceProperties"]["Flag"] == "true"
    )

    # A new physical id in the response replaces it: the old one gets a Delete in the cleanup.
    start(labcloud, cfn, "greet", template({"Name": "bob", "Count": 4}), update=True)
    assert wait_stack(cfn, "greet")["StackStatus"] == "UPDATE_COMPLETE", events(cfn, "greet")
    update, cleanup = seen(labcloud, queue, 2)
    assert (update["RequestType"], update["PhysicalResourceId"]) == ("Update", "thing-ada")
    assert (cleanup["RequestType"], cleanup["PhysicalResourceId"]) == ("Delete", "thing-ada")
    assert cleanup["ResourceProperties"]["Name"] == "ada"
    assert outputs(cfn, "greet")["Physical"] == "thing-bob"

    cfn.delete_stack(StackName="greet")
    [delete] = seen(labcloud, queue, 1)
    assert (delete["RequestType"], delete["PhysicalResourceId"]) == ("Delete", "thing-bob")
    assert "OldResourceProperties" not in delete
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"


def test_failed_response_fails_the_resource_and_rolls_back(labcloud: Any, cfn: Any) -> None:
    _, queue = start(labcloud, cfn, "nope", template({"Name": "x", "Mode": "fail"}))
    assert wait_stack(cfn, "nope")["StackStatus"] == "ROLLBACK_COMPLETE"
    shown = events(cfn, "nope")
    failed = [e for e in shown if e[0] == "Greeter" and e[1] == "CREATE_FAILED"]
    assert len(failed) == 1
    reason = failed[0][2] or ""
    prefix = "Received response status [FAILED] from custom resource. Message returned: the provider said no "
    assert reason.startswith(prefix + "(RequestId: ") and reason.endswith(")")
    assert (
        "nope",
        "ROLLBACK_IN_PROGRESS",
        "The following resource(s) failed to create: [Greeter]. Rollback requested by user.",
    ) in shown
    assert ("Greeter", "DELETE_COMPLETE", None) in shown


def test_no_response_times_out_by_the_server_clock(labcloud: Any, cfn: Any, labcloud_clock: Any) -> None:
    _, queue = start(labcloud, cfn, "quiet", template({"Name": "x", "Mode": "silent"}))
    [create] = seen(labcloud, queue, 1)
    # the URL is presigned: another signature is refused as S3 refuses it
    forged = create["ResponseURL"].rsplit("X-Amz-Signature=", 1)[0] + "X-Amz-Signature=" + "0" * 64
    status, body = _put(forged, b'{"Status": "SUCCESS"}')
    assert status == 403 and b"<Code>SignatureDoesNotMatch</Code>" in body
    labcloud_clock.advance(3601)
    assert wait_stack(cfn, "quiet")["StackStatus"] == "ROLLBACK_COMPLETE"
    [failed] = [e for e in events(cfn, "quiet") if e[1] == "CREATE_FAILED"]
    assert failed[2] == (
        "CloudFormation did not receive a response from your Custom Resource. Please check your logs for "
        f"requestId [{create['RequestId']}]. If you are using the Python cfn-response module, you may need to "
        "update your Lambda function code so that CloudFormation can attach the updated version."
    )
    # the request is closed: a late answer is refused
    assert _put(create["ResponseURL"], b'{"Status": "SUCCESS"}')[0] == 403


def test_sns_backed_custom_resource(labcloud: Any, cfn: Any) -> None:
    _, queue = start(labcloud, cfn, "bysns", template({"Name": "sns", "Secret": "yes"}, sns=True))
    assert wait_stack(cfn, "bysns")["StackStatus"] == "CREATE_COMPLETE", events(cfn, "bysns")
    out = outputs(cfn, "bysns")
    assert (out["Greeting"], out["Physical"]) == ("*****", "thing-sns")  # the response said NoEcho
    assert labcloud.boto3_client("ssm").get_parameter(Name="/echo")["Parameter"]["Value"] == "hello sns"
    [create] = seen(labcloud, queue, 1)
    assert create["ResourceType"] == "AWS::CloudFormation::CustomResource"
    assert create["ServiceToken"].startswith("arn:aws:sns:us-east-1:000000000000:bysns-Requests-")
    cfn.delete_stack(StackName="bysns")
    [delete] = seen(labcloud, queue, 1)
    assert delete["RequestType"] == "Delete"


def test_getatt_of_a_key_missing_from_data(labcloud: Any, cfn: Any) -> None:
    body = json.loads(template({"Name": "m"}))
    body["Outputs"]["Missing"] = {"Value": {"Fn::GetAtt": ["Greeter", "Absent"]}}
    stack_id, queue = start(labcloud, cfn, "absent", json.dumps(body))
    assert wait_stack(cfn, "absent")["StackStatus"] == "ROLLBACK_COMPLETE"
    create = seen(labcloud, queue, 1)[0]
    rollback = [e for e in events(cfn, "absent") if e[1] == "ROLLBACK_IN_PROGRESS"]
    assert rollback == [
        (
            "absent",
            "ROLLBACK_IN_PROGRESS",
            "CustomResource attribute error: Vendor response doesn't contain Absent attribute in object "
            f"{stack_id}|Greeter|{create['RequestId']}",
        )
    ]


def test_invalid_service_token_and_token_change(labcloud: Any, cfn: Any) -> None:
    body = json.dumps(
        {
            "Resources": {
                "C": {
                    "Type": "Custom::X",
                    "Properties": {"ServiceToken": "arn:aws:sqs:us-east-1:000000000000:q"},
                }
            }
        }
    )
    cfn.create_stack(StackName="badtoken", TemplateBody=body)
    assert wait_stack(cfn, "badtoken")["StackStatus"] == "ROLLBACK_COMPLETE"
    [failed] = [e for e in events(cfn, "badtoken") if e[1] == "CREATE_FAILED"]
    assert failed[2] == (
        "Invalid service token: arn:aws:sqs:us-east-1:000000000000:q "
        "(labcloud accepts a Lambda function ARN or an SNS topic ARN)"
    )
    missing = json.dumps({"Resources": {"C": {"Type": "Custom::X", "Properties": {"Name": "x"}}}})
    cfn.create_stack(StackName="notoken", TemplateBody=missing)
    assert wait_stack(cfn, "notoken")["StackStatus"] == "ROLLBACK_COMPLETE"
    [failed] = [e for e in events(cfn, "notoken") if e[1] == "CREATE_FAILED"]
    assert (
        failed[2]
        == "Properties validation failed for resource C with message: #: required key [ServiceToken] not found"
    )


def _put(url: str, data: bytes) -> tuple[int, bytes]:
    request = urllib.request.Request(url, data=data, method="PUT", headers={"content-type": ""})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return int(response.status), bytes(response.read())
    except urllib.error.HTTPError as error:
        return int(error.code), bytes(error.read())


#: A provider answering as the CDK's own handlers do (provider framework, auto-delete objects, log retention):
#: ``https.request`` with the ResponseURL's hostname and path only, so port 443 whatever the URL says.
CDK_STYLE_PROVIDER = """const https = require('https');
const url = require('url');
exports.handler = async (event) => {
  const body = JSON.stringify({
    Status: 'SUCCESS', PhysicalResourceId: 'cdk-style-' + event.RequestType, StackId: event.StackId,
    RequestId: event.RequestId, LogicalResourceId: event.LogicalResourceId, Data: { Said: event.RequestType },
  });
  const parsed = url.parse(event.ResponseURL);
  const options = { hostname: parsed.hostname, path: parsed.path, method: 'PUT',
    headers: { 'content-type': '', 'content-length': Buffer.byteLength(body, 'utf8') } };
  await new Promise((resolve, reject) => {
    const request = https.request(options, (response) => {
      response.resume();
      response.statusCode < 400 ? resolve() : reject(new Error('status ' + response.statusCode));
    });
    request.on('error', reject);
    request.write(body);
    request.end();
  });
};
"""


def test_a_provider_answering_on_https_port_443_like_the_cdk_handlers(cfn: Any) -> None:
    """The CDK's handlers drop the ResponseURL's scheme and port; labcloud's Node.js runtime sends their
    PUT to a /_labcloud/ URL of its endpoint over HTTP (before, it went to 127.0.0.1:443 and the resource
    waited for its ServiceTimeout)."""
    body = {
        "Resources": {
            "Role": {"Type": "AWS::IAM::Role", "Properties": {"AssumeRolePolicyDocument": TRUST}},
            "Provider": {
                "Type": "AWS::Lambda::Function",
                "Properties": {
                    "Runtime": "nodejs20.x",
                    "Handler": "index.handler",
                    "Role": {"Fn::GetAtt": ["Role", "Arn"]},
                    "Timeout": 30,
                    "Code": {"ZipFile": CDK_STYLE_PROVIDER},
                },
            },
            "Said": {
                "Type": "Custom::Said",
                "Properties": {"ServiceToken": {"Fn::GetAtt": ["Provider", "Arn"]}, "ServiceTimeout": "60"},
            },
        },
        "Outputs": {"Said": {"Value": {"Fn::GetAtt": ["Said", "Said"]}}, "Id": {"Value": {"Ref": "Said"}}},
    }
    made = cfn.create_stack(
        StackName="cdkstyle", TemplateBody=json.dumps(body), Capabilities=["CAPABILITY_IAM"]
    )
    stack = wait_stack(cfn, "cdkstyle", timeout=120)
    assert stack["StackStatus"] == "CREATE_COMPLETE", events(cfn, "cdkstyle")
    assert outputs(cfn, "cdkstyle") == {"Said": "Create", "Id": "cdk-style-Create"}
    cfn.delete_stack(StackName="cdkstyle")
    stack_id = made["StackId"]
    wait_for(lambda: cfn.describe_stacks(StackName=stack_id)["Stacks"][0]["StackStatus"] == "DELETE_COMPLETE")
    assert ("Said", "DELETE_COMPLETE", None) in events(cfn, stack_id)
