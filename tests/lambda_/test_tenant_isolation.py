"""Tenant isolation mode (TenancyConfig PER_TENANT): the configuration is kept (create-only), each tenant's
invocations run in sandboxes of their own (a warm sandbox never serves another tenant), the tenant id reaches
the function (context object, JSON logs, platform records) and every path AWS refuses is refused with its code."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import events, wait_for

PER_TENANT = {"TenantIsolationMode": "PER_TENANT"}

# A module-global counter and an id made at init: one sandbox keeps both across its invocations.
PYTHON = """
import logging, uuid
logger = logging.getLogger()
logger.setLevel(logging.INFO)
SANDBOX = uuid.uuid4().hex
COUNT = 0
def handler(event, context):
    global COUNT
    COUNT += 1
    logger.info("serving %s", context.tenant_id)
    return {"sandbox": SANDBOX, "count": COUNT, "tenant": context.tenant_id}
"""

NODE = """
const crypto = require('crypto');
const SANDBOX = crypto.randomUUID();
let count = 0;
exports.handler = async (event, context) => {
  count += 1;
  return { sandbox: SANDBOX, count, tenant: context.tenantId };
};
"""


def _error(call: Any, **kwargs: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as err:
        call(**kwargs)
    return err.value.response["Error"]["Code"], err.value.response["Error"]["Message"]


def _invoke(lam: Any, name: str, tenant: str, **kwargs: Any) -> dict[str, Any]:
    answer = lam.invoke(FunctionName=name, TenantId=tenant, Payload=b"{}", **kwargs)
    assert "FunctionError" not in answer, answer
    result: dict[str, Any] = json.loads(answer["Payload"].read())
    return result


def test_tenancy_config_is_kept_and_cannot_change(lam: Any, deploy: Any) -> None:
    created = deploy("isolated", PYTHON, TenancyConfig=PER_TENANT)
    assert created["TenancyConfig"] == PER_TENANT
    assert lam.get_function(FunctionName="isolated")["Configuration"]["TenancyConfig"] == PER_TENANT
    lam.update_function_configuration(FunctionName="isolated", Description="still isolated")
    wait_for(
        lambda: lam.get_function_configuration(FunctionName="isolated")["LastUpdateStatus"] == "Successful"
    )
    config = lam.get_function_configuration(FunctionName="isolated")
    assert (config["Description"], config["TenancyConfig"]) == ("still isolated", PER_TENANT)
    version = lam.publish_version(FunctionName="isolated")["Version"]
    assert (
        lam.get_function_configuration(FunctionName="isolated", Qualifier=version)["TenancyConfig"]
        == PER_TENANT
    )
    assert "TenancyConfig" not in deploy("shared", PYTHON)
    assert _error(
        lam.create_function,
        FunctionName="durable-isolated",
        Runtime="python3.13",
        Role=config["Role"],
        Handler="app.handler",
        Code={"ZipFile": b"x"},
        TenancyConfig=PER_TENANT,
        DurableConfig={"ExecutionTimeout": 60},
    ) == (
        "InvalidParameterValueException",
        "labcloud does not support tenant isolation for durable functions: TenancyConfig cannot be used",
    )
    # the model refuses another mode before the request leaves the client; the server refuses it too
    assert (
        _error(
            lam.create_function,
            FunctionName="bad-mode",
            Runtime="python3.12",
            Role=config["Role"],
            Handler="app.handler",
            Code={"ZipFile": b"x"},
            TenancyConfig={"TenantIsolationMode": "PER_REQUEST"},
        )[0]
        == "ValidationException"
    )


def test_each_tenant_gets_its_own_sandboxes(labcloud: Any, lam: Any, deploy: Any) -> None:
    deploy("counter", PYTHON, TenancyConfig=PER_TENANT, LoggingConfig={"LogFormat": "JSON"})
    blue = [_invoke(lam, "counter", "blue") for _ in range(2)]
    green = _invoke(lam, "counter", "green")
    blue.append(_invoke(lam, "counter", "blue"))
    assert [b["count"] for b in blue] == [1, 2, 3]  # the same tenant reuses its warm sandbox
    assert len({b["sandbox"] for b in blue}) == 1
    assert green["count"] == 1 and green["sandbox"] != blue[0]["sandbox"]  # never blue's sandbox
    assert {b["tenant"] for b in blue} == {"blue"} and green["tenant"] == "green"
    finished = [e["data"] for e in events(labcloud, "lambda.invocation.finished")]
    assert [(f["tenant_id"], f["cold"]) for f in finished] == [
        ("blue", True),
        ("blue", False),
        ("green", True),
        ("blue", False),
    ]

    # the logs: a stream per sandbox, tenantId on the platform records and the function's JSON records
    logs = labcloud.boto3_client("logs")

    def records() -> list[tuple[str, dict[str, Any]]] | None:
        got = logs.filter_log_events(logGroupName="/aws/lambda/counter")["events"]
        parsed = [(e["logStreamName"], json.loads(e["message"])) for e in got if e["message"].startswith("{")]
        reports = [r for _, r in parsed if r.get("type") == "platform.report"]
        return parsed if len(reports) == 4 else None

    found = wait_for(records)
    streams: dict[str, set[str]] = {}
    for stream, record in found:
        if str(record.get("type", "")).startswith("platform.init"):
            continue  # the init phase is the sandbox's, before any invocation names a tenant
        tenant = record.get("tenantId") or record.get("record", {}).get("tenantId")
        assert tenant in ("blue", "green"), record
        streams.setdefault(tenant, set()).add(stream)
    assert len(streams["blue"]) == 1 and streams["blue"].isdisjoint(streams["green"])
    kinds = {r.get("type") for _, r in found}
    assert {"platform.start", "platform.report"} <= kinds
    assert any(r.get("message") == "serving green" and r["tenantId"] == "green" for _, r in found)


def test_node_context_has_the_tenant(labcloud: Any, lam: Any, deploy: Any, tmp_path: Path) -> None:
    deploy(
        "node-counter",
        "",
        handler="index.handler",
        files={"index.js": NODE},
        Runtime="nodejs20.x",
        TenancyConfig=PER_TENANT,
    )
    first = _invoke(lam, "node-counter", "tenant-a")
    second = _invoke(lam, "node-counter", "tenant-b")
    again = _invoke(lam, "node-counter", "tenant-a")
    assert (first["tenant"], second["tenant"]) == ("tenant-a", "tenant-b")
    assert (first["count"], second["count"], again["count"]) == (1, 1, 2)
    assert first["sandbox"] == again["sandbox"] != second["sandbox"]

    # the aws CLI's --tenant-id, as AWS's guide runs it
    out = tmp_path / "out.json"
    labcloud.aws("lambda", "invoke", "--function-name", "node-counter", "--tenant-id", "tenant-b", str(out))
    assert json.loads(out.read_text())["count"] == 2
    refused = labcloud.aws("lambda", "invoke", "--function-name", "node-counter", str(out), check=False)
    assert refused.returncode != 0 and "InvalidParameterValueException" in refused.stderr


def test_async_and_streamed_invokes_carry_the_tenant(labcloud: Any, lam: Any, deploy: Any) -> None:
    deploy("queued", PYTHON, TenancyConfig=PER_TENANT)
    answer = lam.invoke(FunctionName="queued", InvocationType="Event", TenantId="acme", Payload=b"{}")
    assert answer["StatusCode"] == 202

    def done() -> list[dict[str, Any]]:
        return [
            e["data"]
            for e in events(labcloud, "lambda.invocation.finished")
            if e["data"]["trigger"] == "async"
        ]

    (finished,) = wait_for(done)
    assert (finished["tenant_id"], finished["result"]["tenant"]) == ("acme", "acme")
    streamed = lam.invoke_with_response_stream(FunctionName="queued", TenantId="acme", Payload=b"{}")
    chunks = b"".join(e["PayloadChunk"]["Payload"] for e in streamed["EventStream"] if "PayloadChunk" in e)
    assert json.loads(chunks)["tenant"] == "acme"


MISSING = (
    "The function isolated uses tenant isolation mode PER_TENANT: the invocation must include a TenantId."
)
NOT_ISOLATED = (
    "The function shared does not use tenant isolation: "
    "TenantId can only be used with a function whose TenancyConfig is PER_TENANT."
)


def test_invocations_refused_as_aws_refuses_them(lam: Any, deploy: Any) -> None:
    deploy("isolated", PYTHON, TenancyConfig=PER_TENANT)
    deploy("shared", PYTHON)
    invalid = "InvalidParameterValueException"
    assert _error(lam.invoke, FunctionName="isolated", Payload=b"{}") == (invalid, MISSING)
    assert _error(lam.invoke, FunctionName="isolated", InvocationType="Event") == (invalid, MISSING)
    assert _error(lam.invoke, FunctionName="isolated", InvocationType="DryRun") == (invalid, MISSING)
    assert _error(lam.invoke_with_response_stream, FunctionName="isolated") == (invalid, MISSING)
    assert _error(lam.invoke_async, FunctionName="isolated", InvokeArgs=b"{}") == (invalid, MISSING)
    assert _error(lam.invoke, FunctionName="shared", TenantId="blue") == (invalid, NOT_ISOLATED)
    assert _error(lam.invoke, FunctionName="shared", TenantId="blue", InvocationType="Event") == (
        invalid,
        NOT_ISOLATED,
    )
    # the tenant id's characters and length are the model's
    code, message = _error(lam.invoke, FunctionName="isolated", TenantId="blue#1")
    assert code == "ValidationException" and "Member must satisfy regular expression pattern" in message
    code, message = _error(lam.invoke, FunctionName="isolated", TenantId="t" * 257)
    assert code == "ValidationException" and "Member must have length less than or equal to 256" in message
    ok = "a-Z_0.9:/=+@ x"
    assert _invoke(lam, "isolated", ok)["tenant"] == ok
    assert _invoke(lam, "isolated", "t" * 256)["count"] == 1


def test_features_refused_for_tenant_isolated_functions(labcloud: Any, lam: Any, deploy: Any) -> None:
    deploy("isolated", PYTHON, TenancyConfig=PER_TENANT)
    version = lam.publish_version(FunctionName="isolated")["Version"]
    lam.create_alias(FunctionName="isolated", Name="live", FunctionVersion=version)
    invalid = "InvalidParameterValueException"
    suffix = "are not supported for the function isolated, which uses tenant isolation mode PER_TENANT."
    assert _error(lam.create_function_url_config, FunctionName="isolated", AuthType="NONE") == (
        invalid,
        f"Function URLs {suffix}",
    )
    queue = labcloud.boto3_client("sqs").create_queue(QueueName="work")["QueueUrl"]
    queue_arn = "arn:aws:sqs:us-east-1:000000000000:work"
    assert queue.endswith("/work")
    assert _error(lam.create_event_source_mapping, FunctionName="isolated", EventSourceArn=queue_arn) == (
        invalid,
        f"Event source mappings {suffix}",
    )
    assert _error(
        lam.put_provisioned_concurrency_config,
        FunctionName="isolated",
        Qualifier="live",
        ProvisionedConcurrentExecutions=1,
    ) == (invalid, f"Provisioned concurrency configurations {suffix}")
    assert lam.list_function_url_configs(FunctionName="isolated")["FunctionUrlConfigs"] == []
    assert lam.list_event_source_mappings(FunctionName="isolated")["EventSourceMappings"] == []
    # a mapping of a shared function cannot be moved onto a tenant-isolated one
    deploy("shared", PYTHON)
    mapping = lam.create_event_source_mapping(FunctionName="shared", EventSourceArn=queue_arn, Enabled=False)
    assert _error(lam.update_event_source_mapping, UUID=mapping["UUID"], FunctionName="isolated") == (
        invalid,
        f"Event source mappings {suffix}",
    )
