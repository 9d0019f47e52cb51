"""The AWS AppConfig Agent Lambda extension's HTTP interface: functions with the extension's layer read
configurations and feature flags from ``localhost:$AWS_APPCONFIG_EXTENSION_HTTP_PORT`` as their execution
role, cached and polled again on labcloud's clock; connections from outside a sandbox are refused."""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request
import uuid
from typing import Any

import pytest
from lambda_helpers import make_zip, wait_for

LAYER = "arn:aws:lambda:us-east-1:027255383542:layer:AWS-AppConfig-Extension:82"
PY_CODE = """
import json, os, urllib.error, urllib.request

def get(path, headers, port, method):
    request = urllib.request.Request(f"http://localhost:{port}{path}", headers=headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return [answer.status, answer.headers.get("Configuration-Version"),
                    answer.headers.get("Content-Type"), answer.read().decode()]
    except urllib.error.HTTPError as error:
        return [error.code, None, error.headers.get("Content-Type"), error.read().decode()]

def handler(event, context):
    port = event.get("port") or os.environ.get("AWS_APPCONFIG_EXTENSION_HTTP_PORT")
    method = event.get("method", "GET")
    return {
        "port": port,
        "answers": [get(path, event.get("headers", {}), port, method) for path in event.get("paths", [])],
    }
"""
NODE_CODE = """
exports.handler = async (event) => {
  const port = process.env.AWS_APPCONFIG_EXTENSION_HTTP_PORT;
  const answer = await fetch(`http://localhost:${port}${event.path}`);
  return [answer.status, answer.headers.get("configuration-version"), await answer.json()];
};
"""
TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}
FLAGS_V1 = {
    "version": "1",
    "flags": {"pagination": {"name": "Pagination", "attributes": {"pageSize": {}}}, "wizard": {"name": "W"}},
    "values": {"pagination": {"enabled": True, "pageSize": 5}, "wizard": {"enabled": False}},
}
FLAGS_V2 = {
    "version": "1",
    "flags": FLAGS_V1["flags"],
    "values": {"pagination": {"enabled": True, "pageSize": 9}, "wizard": {"enabled": True}},
}
READS = ["appconfig:StartConfigurationSession", "appconfig:GetLatestConfiguration"]


def _role(labcloud: Any, actions: list[str], resources: list[str] | None = None) -> str:
    iam = labcloud.boto3_client("iam")
    name = f"acx-{uuid.uuid4().hex[:8]}"
    arn: str = iam.create_role(RoleName=name, AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    if actions:
        policy = {
            "Version": "2012-10-17",
            "Statement": [{"Effect": "Allow", "Action": actions, "Resource": resources or "*"}],
        }
        iam.put_role_policy(RoleName=name, PolicyName="reads", PolicyDocument=json.dumps(policy))
    return arn


def _deploy(appconfig: Any, app: str, env: str, profile: str, content: Any) -> None:
    version = appconfig.create_hosted_configuration_version(
        ApplicationId=app,
        ConfigurationProfileId=profile,
        Content=json.dumps(content).encode(),
        ContentType="application/json",
    )["VersionNumber"]
    appconfig.start_deployment(
        ApplicationId=app,
        EnvironmentId=env,
        ConfigurationProfileId=profile,
        ConfigurationVersion=str(version),
        DeploymentStrategyId="AppConfig.AllAtOnce",
    )


@pytest.fixture
def setup(labcloud: Any) -> dict[str, str]:
    """One application with an environment, a feature flag profile (v1 deployed) and a freeform one."""
    appconfig = labcloud.boto3_client("appconfig")
    name = f"acx-{uuid.uuid4().hex[:6]}"
    app = appconfig.create_application(Name=name)["Id"]
    env = appconfig.create_environment(ApplicationId=app, Name="dev")["Id"]
    flags = appconfig.create_configuration_profile(
        ApplicationId=app, Name="Flags", LocationUri="hosted", Type="AWS.AppConfig.FeatureFlags"
    )["Id"]
    free = appconfig.create_configuration_profile(ApplicationId=app, Name="Free", LocationUri="hosted")["Id"]
    _deploy(appconfig, app, env, flags, FLAGS_V1)
    version = appconfig.create_hosted_configuration_version(
        ApplicationId=app, ConfigurationProfileId=free, Content=b"retries=3", ContentType="text/plain"
    )["VersionNumber"]
    appconfig.start_deployment(
        ApplicationId=app,
        EnvironmentId=env,
        ConfigurationProfileId=free,
        ConfigurationVersion=str(version),
        DeploymentStrategyId="AppConfig.AllAtOnce",
    )
    return {"name": name, "app": app, "env": env, "flags": flags, "free": free}


def _function(
    labcloud: Any,
    actions: list[str],
    variables: dict[str, str] | None = None,
    runtime: str = "python3.12",
    resources: list[str] | None = None,
    layers: tuple[str, ...] = (LAYER,),
) -> str:
    lam = labcloud.boto3_client("lambda")
    name = f"acx-fn-{uuid.uuid4().hex[:6]}"
    node = runtime.startswith("nodejs")
    lam.create_function(
        FunctionName=name,
        Runtime=runtime,
        Role=_role(labcloud, actions, resources),
        Handler="index.handler" if node else "app.handler",
        Code={"ZipFile": make_zip({"index.js": NODE_CODE} if node else {"app.py": PY_CODE})},
        Layers=list(layers),
        Environment={"Variables": variables or {}},
    )
    wait_for(lambda: lam.get_function_configuration(FunctionName=name)["State"] == "Active")
    return name


def _invoke(labcloud: Any, name: str, event: dict[str, Any]) -> Any:
    answer = labcloud.boto3_client("lambda").invoke(FunctionName=name, Payload=json.dumps(event).encode())
    payload = json.loads(answer["Payload"].read())
    assert "FunctionError" not in answer, payload
    return payload


def _path(app: str, env: str, profile: str) -> str:
    return f"/applications/{app}/environments/{env}/configurations/{profile}"


def test_a_python_function_reads_configurations_and_flags(labcloud: Any, setup: dict[str, str]) -> None:
    # as AWS's appconfig-feature-flag-sam pattern: the policy names ids, the function reads by names
    base = f"arn:aws:appconfig:us-east-1:000000000000:application/{setup['app']}/environment/{setup['env']}"
    scoped = [f"{base}/configuration/{setup['flags']}", f"{base}/configuration/{setup['free']}"]
    name = _function(labcloud, READS, resources=scoped)
    layers = labcloud.boto3_client("lambda").get_function_configuration(FunctionName=name)["Layers"]
    assert layers == [{"Arn": LAYER, "CodeSize": 0}]
    by_name = _path(setup["name"], "dev", "Flags")
    paths = [
        by_name,
        _path(setup["app"], setup["env"], setup["flags"]),
        "/" + _path(setup["name"], "dev", "Free"),  # the pattern's "localhost:2772/" + "/applications..."
        by_name + "?flag=wizard",
        by_name + "?flag=pagination&flag=wizard",
    ]
    out = _invoke(labcloud, name, {"paths": paths})["answers"]
    assert out[0][:3] == [200, "1", "application/json"]
    assert json.loads(out[0][3]) == {
        "pagination": {"enabled": True, "pageSize": 5},
        "wizard": {"enabled": False},
    }
    assert out[1] == out[0]
    assert out[2] == [200, "1", "text/plain", "retries=3"]
    assert out[3][0] == 200 and json.loads(out[3][3]) == {"enabled": False}
    assert json.loads(out[4][3]) == json.loads(out[0][3])


def test_errors_have_the_extensions_statuses(labcloud: Any, setup: dict[str, str]) -> None:
    with socket.socket() as probe:  # a port of the function's own choosing is served too
        probe.bind(("127.0.0.1", 0))
        own_port = str(probe.getsockname()[1])
    name = _function(labcloud, READS, {"AWS_APPCONFIG_EXTENSION_HTTP_PORT": own_port})
    assert _invoke(labcloud, name, {"paths": []})["port"] == own_port
    paths = [
        _path("no-such-app", "dev", "Flags"),
        _path(setup["name"], "prod", "Flags"),
        _path(setup["name"], "dev", "Nope"),
        _path(setup["name"], "dev", "Flags") + "?flag=nope",
        _path(setup["name"], "dev", "Free") + "?flag=wizard",
        "/applications/x/environments/y",
    ]
    out = _invoke(labcloud, name, {"paths": paths})["answers"]
    bodies = [(status, json.loads(body)) for status, _, _, body in out]
    assert bodies == [
        (404, {"__type": "ResourceNotFoundException", "message": "Application no-such-app not found"}),
        (404, {"__type": "ResourceNotFoundException", "message": "Environment prod not found"}),
        (404, {"__type": "ResourceNotFoundException", "message": "ConfigurationProfile Nope not found"}),
        (400, {"__type": "BadRequestException", "message": "flag nope was not found in the configuration"}),
        (
            400,
            {
                "__type": "BadRequestException",
                "message": "the flag parameter is only for configuration profiles of type"
                " AWS.AppConfig.FeatureFlags",
            },
        ),
        (
            404,
            {
                "__type": "ResourceNotFoundException",
                "message": "/applications/x/environments/y is not a path of the AppConfig extension: use"
                " /applications/<application>/environments/<environment>/configurations/<profile>",
            },
        ),
    ]
    bad_context = _invoke(
        labcloud, name, {"paths": [_path(setup["name"], "dev", "Flags")], "headers": {"Context": "nokey"}}
    )
    status, _, _, body = bad_context["answers"][0]
    assert status == 400 and json.loads(body)["__type"] == "BadRequestException"


def test_what_the_extension_does_not_serve_is_refused(labcloud: Any, setup: dict[str, str]) -> None:
    path = _path(setup["name"], "dev", "Flags")
    port = _invoke(labcloud, _function(labcloud, READS), {"paths": []})["port"]
    # a sandbox of a function without the layer, on the listener's port
    plain = _function(labcloud, READS, layers=())
    status, _, _, body = _invoke(labcloud, plain, {"paths": [path], "port": port})["answers"][0]
    assert (status, json.loads(body)) == (
        403,
        {
            "__type": "AccessDeniedException",
            "message": f"function {plain} does not have the AWS-AppConfig-Extension layer",
        },
    )
    crossing = _function(
        labcloud, READS, {"AWS_APPCONFIG_EXTENSION_ROLE_ARN": "arn:aws:iam::111122223333:role/x"}
    )
    status, _, _, body = _invoke(labcloud, crossing, {"paths": [path]})["answers"][0]
    assert (status, json.loads(body)) == (
        400,
        {
            "__type": "BadRequestException",
            "message": "AWS_APPCONFIG_EXTENSION_ROLE_ARN is set: labcloud's AppConfig extension does not serve"
            " it (see docs/appconfig.md)",
        },
    )
    status, _, _, body = _invoke(labcloud, crossing, {"paths": [path], "method": "POST"})["answers"][0]
    assert (status, json.loads(body)) == (
        405,
        {"__type": "MethodNotAllowedException", "message": "the AppConfig extension serves only GET"},
    )


def test_a_denied_role_gets_bad_gateway(labcloud: Any, setup: dict[str, str]) -> None:
    name = _function(labcloud, READS)
    path = _path(setup["name"], "dev", "Flags")
    assert _invoke(labcloud, name, {"paths": [path]})["answers"][0][0] == 200
    # the role loses StartConfigurationSession: what the function read is not served from the cache
    lam = labcloud.boto3_client("lambda")
    lam.update_function_configuration(
        FunctionName=name, Role=_role(labcloud, ["appconfig:GetLatestConfiguration"])
    )
    wait_for(lambda: lam.get_function_configuration(FunctionName=name)["LastUpdateStatus"] == "Successful")
    status, _, _, body = _invoke(labcloud, name, {"paths": [path]})["answers"][0]
    assert status == 502
    role = lam.get_function_configuration(FunctionName=name)["Role"].rsplit("/", 1)[1]
    resource = (
        f"arn:aws:appconfig:us-east-1:000000000000:application/{setup['app']}/environment/{setup['env']}"
    )
    assert json.loads(body) == {
        "__type": "BadGatewayException",
        "message": "AWS AppConfig refused the function's execution role (AccessDeniedException): User:"
        f" arn:aws:sts::000000000000:assumed-role/{role}/{name} is not authorized to perform:"
        f" appconfig:StartConfigurationSession on resource: {resource}/configuration/{setup['flags']}"
        " because no identity-based policy allows the appconfig:StartConfigurationSession action",
    }


def test_a_connection_not_from_a_sandbox_is_refused(labcloud: Any, setup: dict[str, str]) -> None:
    name = _function(labcloud, READS)
    port = _invoke(labcloud, name, {"paths": []})["port"]
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(f"http://127.0.0.1:{port}{_path(setup['name'], 'dev', 'Flags')}", timeout=10)
    assert refused.value.code == 403
    assert json.loads(refused.value.read()) == {
        "__type": "AccessDeniedException",
        "message": "this connection is not from a running Lambda sandbox of this labcloud: the AppConfig"
        " extension answers only functions that have its layer",
    }


def test_a_new_deployment_shows_after_the_poll_interval(
    labcloud: Any, labcloud_clock: Any, setup: dict[str, str]
) -> None:
    appconfig = labcloud.boto3_client("appconfig")
    app = appconfig.create_application(Name=f"acx-poll-{uuid.uuid4().hex[:6]}")["Id"]
    env = appconfig.create_environment(ApplicationId=app, Name="dev")["Id"]
    profile = appconfig.create_configuration_profile(
        ApplicationId=app, Name="Flags", LocationUri="hosted", Type="AWS.AppConfig.FeatureFlags"
    )["Id"]
    _deploy(appconfig, app, env, profile, FLAGS_V1)
    path = _path(app, env, profile) + "?flag=wizard"
    # the prefetched configuration is what the first read answers, though v2 is deployed before it
    prefetch = f"/applications/nope/environments/x/configurations/y,{_path(app, env, profile)}"
    name = _function(labcloud, READS, {"AWS_APPCONFIG_EXTENSION_PREFETCH_LIST": prefetch})
    _invoke(labcloud, name, {"paths": []})
    _deploy(appconfig, app, env, profile, FLAGS_V2)
    first = _invoke(labcloud, name, {"paths": [path]})["answers"][0]
    assert first[:2] == [200, "1"] and json.loads(first[3]) == {"enabled": False}
    labcloud_clock.advance(30)
    assert json.loads(_invoke(labcloud, name, {"paths": [path]})["answers"][0][3]) == {"enabled": False}
    labcloud_clock.advance(16)  # 46 s since the last poll: past the default 45
    later = _invoke(labcloud, name, {"paths": [path]})["answers"][0]
    assert later[:2] == [200, "2"] and json.loads(later[3]) == {"enabled": True}


def test_a_node_function_reads_flags(labcloud: Any, setup: dict[str, str]) -> None:
    name = _function(labcloud, READS, runtime="nodejs20.x")
    out = _invoke(labcloud, name, {"path": _path(setup["name"], "dev", "Flags") + "?flag=pagination"})
    assert out == [200, "1", {"enabled": True, "pageSize": 5}]
