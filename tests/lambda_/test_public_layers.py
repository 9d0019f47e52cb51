"""AWS's public Powertools layers: a Python function with the V3 layer logs with ``Logger`` and records
a metric with ``Metrics`` (EMF → CloudWatch), a Node.js function with the TypeScript layer logs with its
``Logger``; GetLayerVersionByArn describes them; layers labcloud cannot serve are refused by name.

The builds land in the per-user cache (``~/.cache/labcloud/public-layers``), shared by every run."""

from __future__ import annotations

import json
import uuid
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import make_zip, wait_for

PY_LAYER = "arn:aws:lambda:us-east-1:017000801446:layer:AWSLambdaPowertoolsPythonV3-python312-x86_64:19"
TS_LAYER = "arn:aws:lambda:us-east-1:094274105915:layer:AWSLambdaPowertoolsTypeScriptV2:30"
PY_CODE = """
import json
from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit

logger = Logger(service="orders")
metrics = Metrics(namespace="LabcloudLayers", service="orders")

@metrics.log_metrics
@logger.inject_lambda_context
def handler(event, context):
    # not EMF: a directive without _aws.Timestamp stays a log line only
    print(json.dumps({"_aws": {"CloudWatchMetrics": [{"Namespace": "LabcloudBadEmf", "Dimensions": [],
        "Metrics": [{"Name": "Lost"}]}]}, "Lost": 1}))
    logger.info("order placed", order=event["order"])
    metrics.add_metric(name="OrdersPlaced", unit=MetricUnit.Count, value=2)
    return {"ok": True}
"""
JS_CODE = """
const { Logger } = require("@aws-lambda-powertools/logger");
const logger = new Logger({ serviceName: "payments" });
exports.handler = async (event, context) => {
  logger.addContext(context);
  logger.info("payment taken", { amount: event.amount });
  return { ok: true };
};
"""


def _messages(labcloud: Any, name: str, needle: str) -> list[dict[str, Any]]:
    logs = labcloud.boto3_client("logs")
    try:
        events = logs.filter_log_events(logGroupName=f"/aws/lambda/{name}")["events"]
    except ClientError:
        return []
    return [json.loads(e["message"]) for e in events if needle in e["message"]]


def _create(
    lam: Any, role_arn: str, runtime: str, handler: str, files: dict[str, str], layer: str | None
) -> str:
    name = f"pt-{uuid.uuid4().hex[:8]}"
    lam.create_function(
        FunctionName=name,
        Runtime=runtime,
        Role=role_arn,
        Handler=handler,
        Code={"ZipFile": make_zip(files)},
        Layers=[layer] if layer else [],
        Timeout=30,
    )
    wait_for(lambda: lam.get_function_configuration(FunctionName=name)["State"] == "Active")
    return name


def test_python_powertools_v3_logger_and_metrics(labcloud: Any, lam: Any, role_arn: str) -> None:
    name = _create(lam, role_arn, "python3.12", "app.handler", {"app.py": PY_CODE}, PY_LAYER)
    (layer,) = lam.get_function_configuration(FunctionName=name)["Layers"]
    assert layer["Arn"] == PY_LAYER and layer["CodeSize"] > 100_000
    answer = lam.invoke(FunctionName=name, Payload=json.dumps({"order": "o-1"}).encode())
    assert "FunctionError" not in answer, answer["Payload"].read()
    (line,) = wait_for(lambda: _messages(labcloud, name, "order placed"))
    assert line["level"] == "INFO" and line["service"] == "orders" and line["order"] == "o-1"
    assert line["function_name"] == name and line["cold_start"] is True
    cloudwatch = labcloud.boto3_client("cloudwatch")
    metrics = wait_for(lambda: cloudwatch.list_metrics(Namespace="LabcloudLayers")["Metrics"])
    assert {"Namespace": "LabcloudLayers", "MetricName": "OrdersPlaced"}.items() <= metrics[0].items()
    assert {"Name": "service", "Value": "orders"} in metrics[0]["Dimensions"]
    assert cloudwatch.list_metrics(Namespace="LabcloudBadEmf")["Metrics"] == []
    assert _messages(labcloud, name, "LabcloudBadEmf")  # the line itself is kept


def test_typescript_powertools_logger_added_by_update(labcloud: Any, lam: Any, role_arn: str) -> None:
    name = _create(lam, role_arn, "nodejs20.x", "index.handler", {"index.js": JS_CODE}, None)
    lam.update_function_configuration(FunctionName=name, Layers=[TS_LAYER])
    wait_for(lambda: lam.get_function_configuration(FunctionName=name)["LastUpdateStatus"] == "Successful")
    assert lam.get_function_configuration(FunctionName=name)["Layers"][0]["Arn"] == TS_LAYER
    answer = lam.invoke(FunctionName=name, Payload=json.dumps({"amount": 42}).encode())
    assert "FunctionError" not in answer, answer["Payload"].read()
    (line,) = wait_for(lambda: _messages(labcloud, name, "payment taken"))
    assert line["level"] == "INFO" and line["service"] == "payments" and line["amount"] == 42
    assert line["function_name"] == name


def test_get_layer_version_by_arn_describes_public_layers(lam: Any) -> None:
    python = lam.get_layer_version_by_arn(Arn=PY_LAYER)
    assert python["LayerVersionArn"] == PY_LAYER and python["Version"] == 19
    assert python["LayerArn"] == PY_LAYER.rsplit(":", 1)[0]
    assert python["CompatibleRuntimes"] == ["python3.12"]
    assert python["CompatibleArchitectures"] == ["x86_64"]
    assert python["Content"]["CodeSize"] > 100_000 and python["Description"].endswith("3.37.0")
    node = lam.get_layer_version(LayerName=TS_LAYER.rsplit(":", 1)[0], VersionNumber=30)
    assert "nodejs20.x" in node["CompatibleRuntimes"] and node["Version"] == 30


@pytest.mark.parametrize(
    ("arn", "code", "words"),
    [
        (  # a layer name AWS's Powertools account does not publish
            "arn:aws:lambda:us-east-1:017000801446:layer:AWSLambdaPowertoolsRuby:3",
            "InvalidParameterValueException",
            "does not exist",
        ),
        (  # beyond the versions the retired V1 family reached
            "arn:aws:lambda:us-east-1:094274105915:layer:AWSLambdaPowertoolsTypeScript:400",
            "InvalidParameterValueException",
            "does not exist",
        ),
        (
            "arn:aws:lambda:us-east-1:580247275435:layer:LambdaInsightsExtension:38",
            "InvalidParameterValueException",
            "Lambda Insights",
        ),
    ],
)
def test_unserved_public_layers_are_refused(lam: Any, role_arn: str, arn: str, code: str, words: str) -> None:
    with pytest.raises(ClientError) as caught:
        lam.create_function(
            FunctionName=f"pt-{uuid.uuid4().hex[:8]}",
            Runtime="python3.12",
            Role=role_arn,
            Handler="app.handler",
            Code={"ZipFile": make_zip({"app.py": "def handler(e, c): return 1\n"})},
            Layers=[arn],
        )
    assert caught.value.response["Error"]["Code"] == code
    assert words in caught.value.response["Error"]["Message"]


def test_unknown_public_layer_versions_are_not_found(lam: Any) -> None:
    for arn in (
        "arn:aws:lambda:us-east-1:017000801446:layer:AWSLambdaPowertoolsRuby:3",
        "arn:aws:lambda:us-east-1:094274105915:layer:AWSLambdaPowertoolsTypeScript:400",
    ):
        with pytest.raises(ClientError) as caught:
            lam.get_layer_version_by_arn(Arn=arn)
        assert caught.value.response["Error"]["Code"] == "ResourceNotFoundException"
