"""The AppConfig Agent Lambda extension's settings (``appconfig_settings.py``): POLL_TIMEOUT_MILLIS cuts a
slow fetch short (504 on the first, the cached data on a poll), MAX_CONNECTIONS caps a function's fetches
at once, LOG_LEVEL filters the extension's lines in the function's log, SERVICE_REGION is where AppConfig
is called; a malformed value or a setting not served answers every request 400 naming it. AppConfig is
made slow by a fault rule's ``delay_ms`` on ``appconfigdata``."""

from __future__ import annotations

import base64
import json
import urllib.request
import uuid
from typing import Any

import pytest
from lambda_helpers import make_zip, wait_for
from test_lambda_appconfig_extension import FLAGS_V1, FLAGS_V2, LAYER, READS, _deploy, _path, _role

CODE = """
import json, os, threading, urllib.error, urllib.request

def get(path):
    port = os.environ["AWS_APPCONFIG_EXTENSION_HTTP_PORT"]
    try:
        with urllib.request.urlopen(f"http://localhost:{port}{path}", timeout=30) as answer:
            return [answer.status, answer.headers.get("Configuration-Version"), answer.read().decode()]
    except urllib.error.HTTPError as error:
        return [error.code, None, error.read().decode()]

def handler(event, context):
    if "parallel" in event:
        out = [None] * len(event["parallel"])
        def one(i, path):
            out[i] = get(path)
        threads = [threading.Thread(target=one, args=(i, p)) for i, p in enumerate(event["parallel"])]
        for t in threads: t.start()
        for t in threads: t.join()
        return out
    return [get(path) for path in event["paths"]]
"""


def _function(labcloud: Any, variables: dict[str, str]) -> str:
    lam = labcloud.boto3_client("lambda")
    name = f"acs-{uuid.uuid4().hex[:8]}"
    lam.create_function(
        FunctionName=name,
        Runtime="python3.12",
        Role=_role(labcloud, READS),
        Handler="app.handler",
        Code={"ZipFile": make_zip({"app.py": CODE})},
        Layers=[LAYER],
        Timeout=60,
        Environment={"Variables": variables},
    )
    wait_for(lambda: lam.get_function_configuration(FunctionName=name)["State"] == "Active")
    return name


def _invoke(labcloud: Any, name: str, event: dict[str, Any]) -> tuple[Any, str]:
    answer = labcloud.boto3_client("lambda").invoke(
        FunctionName=name, Payload=json.dumps(event).encode(), LogType="Tail"
    )
    payload = json.loads(answer["Payload"].read())
    assert "FunctionError" not in answer, payload
    return payload, base64.b64decode(answer["LogResult"]).decode()


def _agent_lines(log: str) -> list[str]:
    """The extension's lines, without their time stamp: ``LEVEL message``."""
    return [
        " ".join(line.split(" ")[4:]) for line in log.splitlines() if line.startswith("[appconfig agent] ")
    ]


def _fault(labcloud: Any, rule: dict[str, Any]) -> None:
    request = urllib.request.Request(
        labcloud.endpoint + "/_labcloud/faults",
        data=json.dumps(rule).encode(),
        method="POST",
        headers={"content-type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=30) as answer:
        assert answer.status == 201


def _clear_faults(labcloud: Any) -> None:
    request = urllib.request.Request(labcloud.endpoint + "/_labcloud/faults", method="DELETE")
    urllib.request.urlopen(request, timeout=30).read()


@pytest.fixture
def flags(labcloud: Any) -> dict[str, str]:
    """An application with a feature flag profile (v1 deployed) and a freeform one."""
    appconfig = labcloud.boto3_client("appconfig")
    app = appconfig.create_application(Name=f"acs-{uuid.uuid4().hex[:6]}")["Id"]
    env = appconfig.create_environment(ApplicationId=app, Name="dev")["Id"]
    profile = appconfig.create_configuration_profile(
        ApplicationId=app, Name="Flags", LocationUri="hosted", Type="AWS.AppConfig.FeatureFlags"
    )["Id"]
    free = appconfig.create_configuration_profile(ApplicationId=app, Name="Free", LocationUri="hosted")["Id"]
    _deploy(appconfig, app, env, profile, FLAGS_V1)
    _deploy(appconfig, app, env, free, {"retries": 3})
    return {"app": app, "env": env, "profile": profile, "free": free}


@pytest.mark.parametrize(
    ("variable", "value", "message"),
    [
        ("POLL_TIMEOUT_MILLIS", "3s", "it must be a whole number from 1 to 60000"),
        ("POLL_TIMEOUT_MILLIS", "0", "it must be a whole number from 1 to 60000"),
        ("MAX_CONNECTIONS", "0", "it must be a whole number from 1 to 100"),
        ("MAX_CONNECTIONS", "-2", "it must be a whole number from 1 to 100"),
        ("POLL_INTERVAL_SECONDS", "soon", "it must be a whole number from 0 to 86400"),
        ("LOG_LEVEL", "verbose", "it must be one of trace, debug, info, warn, error, fatal, none"),
        ("SERVICE_REGION", "mars", "it must be a region name such as us-east-1"),
    ],
)
def test_a_malformed_setting_answers_every_request_400_naming_it(
    labcloud: Any, flags: dict[str, str], variable: str, value: str, message: str
) -> None:
    full = f"AWS_APPCONFIG_EXTENSION_{variable}"
    name = _function(labcloud, {full: value})
    out, log = _invoke(labcloud, name, {"paths": [_path(flags["app"], flags["env"], flags["profile"])]})
    status, _, body = out[0]
    assert (status, json.loads(body)) == (
        400,
        {"__type": "BadRequestException", "message": f"{full} is {value!r}: {message}"},
    )
    assert any(line.startswith("ERROR GET ") and full in line for line in _agent_lines(log)), log


@pytest.mark.parametrize("variable", ["ROLE_EXTERNAL_ID", "ROLE_SESSION_NAME", "PROXY_HEADERS"])
def test_a_setting_not_served_is_refused(labcloud: Any, flags: dict[str, str], variable: str) -> None:
    full = f"AWS_APPCONFIG_EXTENSION_{variable}"
    name = _function(labcloud, {full: "given"})
    out, _ = _invoke(labcloud, name, {"paths": [_path(flags["app"], flags["env"], flags["profile"])]})
    assert (out[0][0], json.loads(out[0][2])) == (
        400,
        {
            "__type": "BadRequestException",
            "message": f"{full} is set: labcloud's AppConfig extension does not serve it (see docs/appconfig.md)",
        },
    )


def test_the_log_level_filters_the_extension_s_lines(labcloud: Any, flags: dict[str, str]) -> None:
    path = _path(flags["app"], flags["env"], flags["profile"])
    missing = _path(flags["app"], flags["env"], "Nope")
    lines = {}
    for level in ("debug", "info", "ERROR", "none"):
        name = _function(labcloud, {"AWS_APPCONFIG_EXTENSION_LOG_LEVEL": level})
        _, log = _invoke(labcloud, name, {"paths": [path, path, missing]})
        lines[level] = _agent_lines(log)
    levels = {level: [line.split(" ")[0] for line in found] for level, found in lines.items()}
    assert levels == {
        "debug": ["INFO", "DEBUG", "ERROR"],
        "info": ["INFO", "ERROR"],
        "ERROR": ["ERROR"],
        "none": [],
    }
    named = f"'{flags['app']}:{flags['env']}:{flags['profile']}'"
    assert lines["debug"][:2] == [
        f"INFO retrieved initial data for {named} (version 1)",
        f"DEBUG served {named} from the cache",
    ]
    assert lines["info"][1] == (
        f"ERROR GET {missing}: 404 ResourceNotFoundException: ConfigurationProfile Nope not found"
    )


def test_a_slow_first_fetch_is_504_and_a_slow_poll_serves_the_cached_data(
    labcloud: Any, labcloud_clock: Any, flags: dict[str, str]
) -> None:
    path = _path(flags["app"], flags["env"], flags["profile"]) + "?flag=wizard"
    name = _function(labcloud, {"AWS_APPCONFIG_EXTENSION_POLL_TIMEOUT_MILLIS": "300"})
    slow = {
        "service": "appconfigdata",
        "operation": "GetLatestConfiguration",
        "delay_ms": 2000,
        "caller": "all",
    }
    _fault(labcloud, slow)
    try:
        out, _ = _invoke(labcloud, name, {"paths": [path]})
    finally:
        _clear_faults(labcloud)
    assert (out[0][0], json.loads(out[0][2])) == (
        504,
        {
            "__type": "GatewayTimeoutException",
            "message": f"AWS AppConfig did not answer for '{flags['app']}:{flags['env']}:{flags['profile']}'"
            " within 300 ms (AWS_APPCONFIG_EXTENSION_POLL_TIMEOUT_MILLIS)",
        },
    )
    out, _ = _invoke(labcloud, name, {"paths": [path]})
    assert out[0][:2] == [200, "1"] and json.loads(out[0][2]) == {"enabled": False}

    _deploy(labcloud.boto3_client("appconfig"), flags["app"], flags["env"], flags["profile"], FLAGS_V2)
    labcloud_clock.advance(46)
    _fault(labcloud, slow)
    try:
        out, log = _invoke(labcloud, name, {"paths": [path]})
    finally:
        _clear_faults(labcloud)
    assert out[0][:2] == [200, "1"] and json.loads(out[0][2]) == {"enabled": False}  # the cached data
    assert any(line.startswith("WARN polling ") for line in _agent_lines(log)), log
    out, _ = _invoke(labcloud, name, {"paths": [path]})  # this interval was skipped: still the cache
    assert out[0][:2] == [200, "1"]
    labcloud_clock.advance(46)
    out, _ = _invoke(labcloud, name, {"paths": [path]})
    assert out[0][:2] == [200, "2"] and json.loads(out[0][2]) == {"enabled": True}


def test_one_connection_makes_a_second_fetch_wait_for_the_first(labcloud: Any, flags: dict[str, str]) -> None:
    # each fetch takes at least 2 s; with one connection the second waits for the first, so it cannot be
    # done within the 3.5 s poll timeout (its answer is 504); the first one's answer is the flags
    paths = [_path(flags["app"], flags["env"], p) for p in (flags["profile"], flags["free"])]
    name = _function(
        labcloud,
        {
            "AWS_APPCONFIG_EXTENSION_MAX_CONNECTIONS": "1",
            "AWS_APPCONFIG_EXTENSION_POLL_TIMEOUT_MILLIS": "3500",
        },
    )
    slow = {
        "service": "appconfigdata",
        "operation": "GetLatestConfiguration",
        "delay_ms": 2000,
        "caller": "all",
    }
    _fault(labcloud, slow)
    try:
        out, _ = _invoke(labcloud, name, {"parallel": paths})
    finally:
        _clear_faults(labcloud)
    statuses = sorted(answer[0] for answer in out)
    assert statuses == [200, 504], out


def test_the_service_region_is_where_appconfig_is_called(labcloud: Any) -> None:
    appconfig = labcloud.boto3_client("appconfig", region_name="us-west-2")
    app = appconfig.create_application(Name=f"acs-west-{uuid.uuid4().hex[:6]}")["Id"]
    env = appconfig.create_environment(ApplicationId=app, Name="dev")["Id"]
    profile = appconfig.create_configuration_profile(ApplicationId=app, Name="Free", LocationUri="hosted")[
        "Id"
    ]
    _deploy(appconfig, app, env, profile, {"from": "us-west-2"})
    path = _path(app, env, profile)
    here = _function(labcloud, {})
    out, _ = _invoke(labcloud, here, {"paths": [path]})
    assert (out[0][0], json.loads(out[0][2])["__type"]) == (404, "ResourceNotFoundException")
    west = _function(labcloud, {"AWS_APPCONFIG_EXTENSION_SERVICE_REGION": "us-west-2"})
    out, _ = _invoke(labcloud, west, {"paths": [path]})
    assert out[0][:2] == [200, "1"] and json.loads(out[0][2]) == {"from": "us-west-2"}
