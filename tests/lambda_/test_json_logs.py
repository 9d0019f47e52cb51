"""LoggingConfig: the JSON log format and level filtering applied in the sandbox, read back from CloudWatch Logs."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from lambda_helpers import wait_for

CODE = """
import logging
logger = logging.getLogger("app")
def handler(event, context):
    print("plain print line")
    print('{"level": "debug", "msg": "self-made json"}')
    logger.debug("debug record")
    logger.info("info record", extra={"order": 7})
    logger.warning("warn record")
    if event.get("fail"):
        raise ValueError("bad order")
    return "ok"
"""

LEVEL_WITH_TEXT = (
    'LogLevel is not supported when LogFormat is set to "Text". Remove LogLevel from your request or '
    'change the LogFormat to "JSON" and try again.'
)


def _messages(labcloud: Any, group: str, request_id: str, last: str = "platform.report") -> list[str]:
    logs = labcloud.boto3_client("logs")

    def read() -> list[str] | None:
        try:
            found = logs.filter_log_events(logGroupName=group)["events"]
        except ClientError:
            return None
        ours: list[str] = []
        seen = False
        for event in found:
            message = event["message"]
            if request_id in message and '"platform.start"' in message:
                seen = True
            if seen:
                ours.append(message)
                if request_id in message and last in message:
                    return ours
        return None

    result: list[str] = wait_for(read)
    return result


def _json(messages: list[str]) -> list[Any]:
    out: list[Any] = []
    for message in messages:
        try:
            out.append(json.loads(message))
        except ValueError:
            out.append(message)
    return out


def test_json_format_defaults_and_records(labcloud: Any, deploy: Any, lam: Any) -> None:
    created = deploy("json-logs", CODE, LoggingConfig={"LogFormat": "JSON"})
    assert created["LoggingConfig"] == {
        "LogFormat": "JSON",
        "ApplicationLogLevel": "INFO",
        "SystemLogLevel": "INFO",
        "LogGroup": "/aws/lambda/json-logs",
    }
    answer = lam.invoke(FunctionName="json-logs", Payload=b"{}")
    request_id = answer["ResponseMetadata"]["RequestId"]
    records = _json(_messages(labcloud, "/aws/lambda/json-logs", request_id))
    start = records[0]
    assert start["type"] == "platform.start"
    assert start["record"] == {"requestId": request_id, "version": "$LATEST"}
    assert start["time"].endswith("Z")
    assert "plain print line\n" in records  # print() stays plain text
    levels = [
        (r["level"], r["message"]) for r in records if isinstance(r, dict) and "level" in r and "message" in r
    ]
    assert levels == [("INFO", "info record"), ("WARNING", "warn record")]  # DEBUG filtered at INFO
    info = next(r for r in records if isinstance(r, dict) and r.get("message") == "info record")
    assert info["logger"] == "app" and info["requestId"] == request_id and info["order"] == 7
    assert not any(isinstance(r, dict) and r.get("msg") == "self-made json" for r in records)  # a debug line
    assert not any(isinstance(r, dict) and r.get("type") == "platform.runtimeDone" for r in records)  # DEBUG
    report = records[-1]
    assert report["type"] == "platform.report"
    assert report["record"]["requestId"] == request_id
    assert report["record"]["status"] == "success"
    assert set(report["record"]["metrics"]) >= {
        "durationMs",
        "billedDurationMs",
        "memorySizeMB",
        "maxMemoryUsedMB",
    }
    assert report["record"]["metrics"]["memorySizeMB"] == 128
    assert not any(isinstance(r, str) and r.startswith(("START", "END", "REPORT")) for r in records)


def test_levels_filter_and_debug_system_records(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy(
        "json-levels",
        CODE,
        LoggingConfig={"LogFormat": "JSON", "ApplicationLogLevel": "WARN", "SystemLogLevel": "DEBUG"},
    )
    answer = lam.invoke(FunctionName="json-levels", Payload=b'{"fail": true}')
    assert answer["FunctionError"] == "Unhandled"
    request_id = answer["ResponseMetadata"]["RequestId"]
    records = _json(_messages(labcloud, "/aws/lambda/json-levels", request_id))
    assert "plain print line\n" not in records  # a plain line counts as INFO
    app = [r for r in records if isinstance(r, dict) and "level" in r]
    assert [r["level"] for r in app] == ["WARNING", "ERROR"]
    error = app[-1]
    assert (error["errorType"], error["errorMessage"], error["requestId"]) == (
        "ValueError",
        "bad order",
        request_id,
    )
    done = next(r for r in records if isinstance(r, dict) and r.get("type") == "platform.runtimeDone")
    assert done["record"]["status"] == "error" and done["record"]["requestId"] == request_id
    assert records[-1]["record"]["status"] == "error"

    lam.update_function_configuration(
        FunctionName="json-levels", LoggingConfig={"SystemLogLevel": "WARN", "ApplicationLogLevel": "ERROR"}
    )
    got = lam.get_function_configuration(FunctionName="json-levels")["LoggingConfig"]
    assert got == {
        "LogFormat": "JSON",
        "ApplicationLogLevel": "ERROR",
        "SystemLogLevel": "WARN",
        "LogGroup": "/aws/lambda/json-levels",
    }
    answer = lam.invoke(FunctionName="json-levels", Payload=b'{"fail": true}')
    request_id = answer["ResponseMetadata"]["RequestId"]
    logs = labcloud.boto3_client("logs")

    def errors_of_this_request() -> list[Any]:
        found = logs.filter_log_events(logGroupName="/aws/lambda/json-levels")["events"]
        return [e["message"] for e in found if request_id in e["message"]]

    messages = _json(wait_for(errors_of_this_request))
    assert [m["level"] for m in messages] == ["ERROR"]  # no platform records at WARN, no WARNING record
    assert not any(
        '"platform.' in e["message"] and request_id in e["message"]
        for e in logs.filter_log_events(logGroupName="/aws/lambda/json-levels")["events"]
    )


def test_custom_group_and_back_to_text(labcloud: Any, deploy: Any, lam: Any) -> None:
    deploy("json-group", CODE, LoggingConfig={"LogFormat": "JSON", "LogGroup": "/custom/json-group"})
    answer = lam.invoke(FunctionName="json-group", Payload=b"{}")
    request_id = answer["ResponseMetadata"]["RequestId"]
    records = _json(_messages(labcloud, "/custom/json-group", request_id))
    assert records[0]["type"] == "platform.start"

    updated = lam.update_function_configuration(
        FunctionName="json-group", LoggingConfig={"LogFormat": "Text"}
    )
    assert updated["LoggingConfig"] == {"LogFormat": "Text", "LogGroup": "/custom/json-group"}
    answer = lam.invoke(FunctionName="json-group", Payload=b"{}")
    request_id = answer["ResponseMetadata"]["RequestId"]
    logs = labcloud.boto3_client("logs")

    def report() -> list[str]:
        found = logs.filter_log_events(logGroupName="/custom/json-group")["events"]
        return [e["message"] for e in found if e["message"].startswith(f"REPORT RequestId: {request_id}")]

    assert wait_for(report)
    found = [e["message"] for e in logs.filter_log_events(logGroupName="/custom/json-group")["events"]]
    assert f"START RequestId: {request_id} Version: $LATEST\n" in found


def test_levels_need_the_json_format(deploy: Any, lam: Any) -> None:
    for config in ({"ApplicationLogLevel": "DEBUG"}, {"LogFormat": "Text", "SystemLogLevel": "WARN"}):
        with pytest.raises(ClientError) as excinfo:
            deploy("text-levels", CODE, LoggingConfig=config)
        error = excinfo.value.response["Error"]
        assert (error["Code"], error["Message"]) == ("InvalidParameterValueException", LEVEL_WITH_TEXT)
    deploy("text-levels", CODE)
    with pytest.raises(ClientError) as excinfo:
        lam.update_function_configuration(
            FunctionName="text-levels", LoggingConfig={"ApplicationLogLevel": "DEBUG"}
        )
    error = excinfo.value.response["Error"]
    assert (error["Code"], error["Message"]) == ("InvalidParameterValueException", LEVEL_WITH_TEXT)
    assert lam.get_function_configuration(FunctionName="text-levels")["LoggingConfig"] == {
        "LogFormat": "Text",
        "LogGroup": "/aws/lambda/text-levels",
    }


def test_model_checks_on_logging_config(deploy: Any) -> None:
    with pytest.raises(ClientError) as excinfo:
        deploy("bad-level", CODE, LoggingConfig={"LogFormat": "JSON", "ApplicationLogLevel": "LOUD"})
    error = excinfo.value.response["Error"]
    assert (error["Code"], error["Message"]) == (
        "ValidationException",
        "1 validation error detected: Value 'LOUD' at 'loggingConfig.applicationLogLevel' failed to satisfy "
        "constraint: Member must satisfy enum value set: [TRACE, DEBUG, INFO, WARN, ERROR, FATAL]",
    )
