"""A CDK v2 app (``cdk_app/``: queue, function from a file asset, table, REST API, state machine) deployed to
labcloud by the real CDK CLI with nothing but the endpoint set: ``cdk bootstrap``, ``cdk deploy``, the API
called over HTTP, ``cdk destroy``; the bootstrap stack's resources checked as the CLI relies on them.

The pinned CDK packages are installed from the npm registry on first use (``cdk_toolchain.py``). Skipped
only where Node.js or npm is missing (CI has both). About a minute, most of it the app's synthesis. The
Python app also needs aws-cdk-lib from PyPI: skipped outside CI unless already installed or
``LABCLOUD_CDK_PYTHON=1`` (CI sets it, installing it in the background, and there it never skips).
"""

from __future__ import annotations

import json
import shutil
import subprocess
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from cdk_toolchain import PYTHON_REQUIRED, install, node_tools, python_cdk_installed, python_with_cdk
from cfn_helpers import error_code, wait_for

NO_NODE = "the CDK CLI needs Node.js and npm"

APP = Path(__file__).parent / "cdk_app"
ACCOUNT, REGION, QUALIFIER = "000000000000", "us-east-1", "hnb659fds"
STACK = "LabcloudCdkOrders"


def cdk(labcloud: Any, modules: Path, cwd: Path, *args: str, stack: str = STACK) -> str:
    env = {
        **labcloud.cli_env(),
        "NODE_PATH": str(modules),
        "CDK_DISABLE_CLI_TELEMETRY": "true",
        "CDK_DISABLE_VERSION_CHECK": "1",
        "LABCLOUD_CDK_STACK": stack,
    }
    done = subprocess.run(
        [str(modules / ".bin" / "cdk"), *args, "--no-notices"],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert done.returncode == 0, f"cdk {' '.join(args)} failed:\n{done.stdout[-4000:]}\n{done.stderr[-6000:]}"
    return done.stdout + done.stderr


def gone(call: Any, **params: Any) -> str:
    with pytest.raises(ClientError) as info:
        call(**params)
    return error_code(info.value)[0]


def check_bootstrap(labcloud: Any) -> None:
    ssm, s3, iam = (labcloud.boto3_client(s) for s in ("ssm", "s3", "iam"))
    cfn = labcloud.boto3_client("cloudformation")
    version = ssm.get_parameter(Name=f"/cdk-bootstrap/{QUALIFIER}/version")["Parameter"]["Value"]
    assert int(version) >= 6  # what the CLI requires of a bootstrap stack for assets and roles
    bucket = f"cdk-{QUALIFIER}-assets-{ACCOUNT}-{REGION}"
    rules = s3.get_bucket_encryption(Bucket=bucket)["ServerSideEncryptionConfiguration"]["Rules"]
    assert rules[0]["ApplyServerSideEncryptionByDefault"]["SSEAlgorithm"] == "aws:kms"
    policy = json.loads(s3.get_bucket_policy(Bucket=bucket)["Policy"])
    assert policy["Statement"][0]["Condition"] == {"Bool": {"aws:SecureTransport": "false"}}
    resources = {
        r["LogicalResourceId"]: r
        for r in cfn.describe_stack_resources(StackName="CDKToolkit")["StackResources"]
    }
    repository = resources["ContainerAssetsRepository"]
    assert (repository["ResourceType"], repository["ResourceStatus"]) == (
        "AWS::ECR::Repository",
        "CREATE_COMPLETE",
    )
    assert repository["PhysicalResourceId"] == f"cdk-{QUALIFIER}-container-assets-{ACCOUNT}-{REGION}"
    for kind in ("deploy", "file-publishing", "image-publishing", "lookup", "cfn-exec"):
        role = iam.get_role(RoleName=f"cdk-{QUALIFIER}-{kind}-role-{ACCOUNT}-{REGION}")["Role"]
        assert role["AssumeRolePolicyDocument"]["Statement"]
    attached = iam.list_attached_role_policies(RoleName=f"cdk-{QUALIFIER}-cfn-exec-role-{ACCOUNT}-{REGION}")
    assert [p["PolicyName"] for p in attached["AttachedPolicies"]] == ["AdministratorAccess"]


@pytest.mark.skipif(node_tools() is None, reason=NO_NODE)
def test_cdk_bootstrap_deploy_call_destroy(labcloud: Any, tmp_path: Path) -> None:
    """The JavaScript app, with a REST API (whose URL output names AWS's host: the id is what counts)."""
    modules = install()
    app = tmp_path / "app"
    shutil.copytree(APP, app)
    cdk(labcloud, modules, tmp_path, "bootstrap", f"aws://{ACCOUNT}/{REGION}")  # not in the app: no synthesis
    check_bootstrap(labcloud)
    deploy_call_destroy(labcloud, modules, app, [], "/prod/orders", update=True)


@pytest.mark.skipif(node_tools() is None, reason=NO_NODE)
def test_cdk_aws_custom_resource_calls_ssm_with_the_client_it_names(labcloud: Any, tmp_path: Path) -> None:
    """CDK's AwsCustomResource (``cdk_sdk_call_app/``): its handler loads ``@aws-sdk/client-ssm`` by a name
    computed from the call's ``service`` (``SSM``, ``@aws-sdk/client-ssm``, ``ssm``), which CloudFormation
    makes available before invoking it (``resources/sdk_call.py``); the calls reach labcloud's SSM."""
    modules = install()
    app = tmp_path / "app"
    shutil.copytree(APP.parent / "cdk_sdk_call_app", app)
    stack = "LabcloudCdkSdkCall"
    cdk(labcloud, modules, tmp_path, "bootstrap", f"aws://{ACCOUNT}/{REGION}")
    cdk(labcloud, modules, app, "deploy", "--require-approval", "never", stack=stack)
    cfn, ssm = labcloud.boto3_client("cloudformation"), labcloud.boto3_client("ssm")
    described = cfn.describe_stacks(StackName=stack)["Stacks"][0]
    assert described["StackStatus"] == "CREATE_COMPLETE"
    outputs = {o["OutputKey"]: o["OutputValue"] for o in described["Outputs"]}
    assert outputs["Value"] == "written-by-cdk"
    assert ssm.get_parameter(Name="/labcloud/cdk-sdk-call")["Parameter"]["Value"] == "written-by-cdk"
    cdk(labcloud, modules, app, "destroy", "--force", "--app", "cdk.out", stack=stack)
    assert gone(cfn.describe_stacks, StackName=stack) == "ValidationError"
    assert gone(ssm.get_parameter, Name="/labcloud/cdk-sdk-call") == "ParameterNotFound"


def test_cdk_python_app(labcloud: Any, tmp_path: Path) -> None:
    """The same app in Python (``cdk_app_py/``), with an HTTP API. Runs where the pinned aws-cdk-lib is in
    the cache or ``LABCLOUD_CDK_PYTHON=1`` asks for it (CI): then nothing missing may skip it."""
    if node_tools() is None:
        if PYTHON_REQUIRED:
            pytest.fail(f"LABCLOUD_CDK_PYTHON=1 but {NO_NODE}")
        pytest.skip(NO_NODE)
    if not PYTHON_REQUIRED and not python_cdk_installed():
        pytest.skip("aws-cdk-lib (PyPI, 460 MB) is not installed: set LABCLOUD_CDK_PYTHON=1 to install it")
    modules, python = install(), python_with_cdk()
    shutil.copytree(APP, tmp_path / "cdk_app")
    app = tmp_path / "cdk_app_py"
    shutil.copytree(APP.parent / "cdk_app_py", app)
    cdk(labcloud, modules, tmp_path, "bootstrap", f"aws://{ACCOUNT}/{REGION}")
    deploy_call_destroy(labcloud, modules, app, ["--app", f"{python} app.py"], "/orders")
    assert (
        int(
            labcloud.boto3_client("ssm").get_parameter(Name=f"/cdk-bootstrap/{QUALIFIER}/version")[
                "Parameter"
            ]["Value"]
        )
        >= 6
    )


def deploy_call_destroy(
    labcloud: Any, modules: Path, app: Path, app_args: list[str], route: str, update: bool = False
) -> None:
    """Deploy, check the asset, call the API at ``route`` (a REST API's has its stage), the queue, the state
    machine; with ``update``, change the function's code and deploy again; then destroy and check all is gone."""
    cdk(
        labcloud,
        modules,
        app,
        "deploy",
        *app_args,
        "--require-approval",
        "never",
        "--outputs-file",
        "outputs.json",
    )
    outputs = json.loads((app / "outputs.json").read_text())[STACK]

    # The function's code is the file asset the CLI zipped and uploaded with the file-publishing role.
    s3 = labcloud.boto3_client("s3")
    assets = [
        o["Key"] for o in s3.list_objects_v2(Bucket=f"cdk-{QUALIFIER}-assets-{ACCOUNT}-{REGION}")["Contents"]
    ]
    assert any(key.endswith(".zip") for key in assets), assets
    assert any(key.endswith(".json") for key in assets), assets  # the template itself

    # The API, over HTTP, answers with the function (which wrote the table and queued the order).
    api_id = outputs["ApiUrl"].split("//", 1)[1].split(".", 1)[0]
    # The invoke URL http://<api-id>.execute-api.localhost:<port><route> (the name given as Host:
    # Python's resolver does not know *.localhost as curl and browsers do).
    request = urllib.request.Request(
        f"{labcloud.endpoint}{route}",
        headers={"Host": f"{api_id}.execute-api.localhost:{labcloud.port}"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        assert response.status == 200
        answer = json.loads(response.read())
    assert (answer["source"], answer["function"]) == ("api", outputs["FunctionName"])
    dynamodb, sqs = labcloud.boto3_client("dynamodb"), labcloud.boto3_client("sqs")
    item = dynamodb.get_item(TableName=outputs["TableName"], Key={"id": {"S": answer["order"]}})["Item"]
    assert item["source"] == {"S": "api"}
    sqs.send_message(QueueUrl=outputs["QueueUrl"], MessageBody="from the test")
    bodies: list[str] = []

    def both_arrived() -> bool:
        got = sqs.receive_message(QueueUrl=outputs["QueueUrl"], MaxNumberOfMessages=10, WaitTimeSeconds=1)
        bodies.extend(m["Body"] for m in got.get("Messages", []))
        return len(bodies) >= 2

    wait_for(both_arrived, timeout=30)
    assert sorted(bodies) == sorted([json.dumps({"order": answer["order"]}), "from the test"])

    # The state machine invokes the same function.
    sfn = labcloud.boto3_client("stepfunctions")
    execution = sfn.start_execution(stateMachineArn=outputs["StateMachineArn"], input="{}")["executionArn"]
    done = wait_for(
        lambda: (d := sfn.describe_execution(executionArn=execution))["status"] != "RUNNING" and d, timeout=60
    )
    assert done["status"] == "SUCCEEDED", done
    assert json.loads(done["output"])["source"] == "state-machine"

    if update:  # a new file asset: the function is updated in place from it
        handler = app / "handler" / "index.py"
        handler.write_text(handler.read_text().replace('"function": context.function_name', '"revision": 2'))
        cdk(labcloud, modules, app, "deploy", *app_args, "--require-approval", "never")
        with urllib.request.urlopen(request, timeout=60) as response:
            assert json.loads(response.read())["revision"] == 2
        stack = labcloud.boto3_client("cloudformation").describe_stacks(StackName=STACK)["Stacks"][0]
        assert stack["StackStatus"] == "UPDATE_COMPLETE"

    cdk(labcloud, modules, app, "destroy", "--force", "--app", "cdk.out")
    cfn = labcloud.boto3_client("cloudformation")
    assert gone(cfn.describe_stacks, StackName=STACK) == "ValidationError"
    assert gone(sqs.get_queue_url, QueueName=outputs["QueueUrl"].rsplit("/", 1)[1]) in (
        "AWS.SimpleQueueService.NonExistentQueue",
        "QueueDoesNotExist",
    )
    assert gone(dynamodb.describe_table, TableName=outputs["TableName"]) == "ResourceNotFoundException"
    lam = labcloud.boto3_client("lambda")
    assert gone(lam.get_function, FunctionName=outputs["FunctionName"]) == "ResourceNotFoundException"
    assert (
        gone(sfn.describe_state_machine, stateMachineArn=outputs["StateMachineArn"])
        == "StateMachineDoesNotExist"
    )
    if route.startswith("/prod/"):
        assert gone(labcloud.boto3_client("apigateway").get_rest_api, restApiId=api_id) == "NotFoundException"
    else:
        assert gone(labcloud.boto3_client("apigatewayv2").get_api, ApiId=api_id) == "NotFoundException"
    # The bootstrap stack stays, as on AWS: `cdk destroy` removes the app's stack only.
    assert cfn.describe_stacks(StackName="CDKToolkit")["Stacks"][0]["StackStatus"] == "CREATE_COMPLETE"
