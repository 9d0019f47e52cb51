"""The ``aws`` CLI against both AppConfig planes (``get-latest-configuration`` writing its outfile), IAM's
``appconfig:`` actions on the resources' ARNs, and what AppConfig answered 2xx surviving a restart."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


def test_cli_iam_and_a_restart(tmp_path: Path) -> None:
    data = tmp_path / "data"
    server = LabcloudProcess(data_dir=data, extra_args=["--enforce-iam"]).start()
    try:
        app = server.aws_json("appconfig", "create-application", "--name", "cli-app")["Id"]
        env = server.aws_json("appconfig", "create-environment", "--application-id", app, "--name", "dev")[
            "Id"
        ]
        prof = server.aws_json(
            "appconfig",
            "create-configuration-profile",
            "--application-id",
            app,
            "--name",
            "cfg",
            "--location-uri",
            "hosted",
        )["Id"]
        body = tmp_path / "body.json"
        body.write_text('{"mode": "fast"}')
        meta = tmp_path / "version-out"
        server.aws(
            "appconfig",
            "create-hosted-configuration-version",
            "--application-id",
            app,
            "--configuration-profile-id",
            prof,
            "--content-type",
            "application/json",
            "--content",
            f"fileb://{body}",
            str(meta),
        )
        assert meta.read_bytes() == b'{"mode": "fast"}'
        deployed = server.aws_json(
            "appconfig",
            "start-deployment",
            "--application-id",
            app,
            "--environment-id",
            env,
            "--configuration-profile-id",
            prof,
            "--configuration-version",
            "1",
            "--deployment-strategy-id",
            "AppConfig.AllAtOnce",
        )
        assert deployed["State"] == "BAKING" and deployed["PercentageComplete"] == 100.0
        token = server.aws_json(
            "appconfigdata",
            "start-configuration-session",
            "--application-identifier",
            "cli-app",
            "--environment-identifier",
            "dev",
            "--configuration-profile-identifier",
            "cfg",
        )["InitialConfigurationToken"]
        out = tmp_path / "config.json"
        answer = json.loads(
            server.aws(
                "appconfigdata",
                "get-latest-configuration",
                "--configuration-token",
                token,
                str(out),
                "--output",
                "json",
            ).stdout
        )
        assert out.read_bytes() == b'{"mode": "fast"}' and answer["ContentType"] == "application/json"
        refused = server.aws("appconfig", "get-application", "--application-id", "zzzzzzz", check=False)
        assert refused.returncode != 0 and "ResourceNotFoundException" in refused.stderr
        again = server.aws(
            "appconfigdata", "get-latest-configuration", "--configuration-token", token, str(out), check=False
        )
        assert again.returncode != 0 and "BadRequestException" in again.stderr
        _iam_decides(server, app, env)
    finally:
        server.stop()
    restarted = LabcloudProcess(data_dir=data).start()
    try:
        appconfig: Any = restarted.boto3_client("appconfig")
        assert appconfig.get_application(ApplicationId=app)["Name"] == "cli-app"
        got = appconfig.get_hosted_configuration_version(
            ApplicationId=app, ConfigurationProfileId=prof, VersionNumber=1
        )
        assert got["Content"].read() == b'{"mode": "fast"}'
        assert (
            appconfig.get_deployment(ApplicationId=app, EnvironmentId=env, DeploymentNumber=1)[
                "DeploymentNumber"
            ]
            == 1
        )
        data_plane: Any = restarted.boto3_client("appconfigdata")
        fresh = data_plane.start_configuration_session(
            ApplicationIdentifier=app, EnvironmentIdentifier=env, ConfigurationProfileIdentifier=prof
        )["InitialConfigurationToken"]
        assert data_plane.get_latest_configuration(ConfigurationToken=fresh)["Configuration"].read() == (
            b'{"mode": "fast"}'
        )
    finally:
        restarted.stop()


def _iam_decides(server: LabcloudProcess, app: str, env: str) -> None:
    iam = server.boto3_client("iam")
    iam.create_user(UserName="reader")
    key = iam.create_access_key(UserName="reader")["AccessKey"]
    arn = f"arn:aws:appconfig:us-east-1:000000000000:application/{app}"
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Action": ["appconfig:GetApplication", "appconfig:GetEnvironment"],
                "Resource": [arn, f"{arn}/environment/*"],
            },
            {
                "Effect": "Allow",
                "Action": ["appconfig:StartConfigurationSession", "appconfig:GetLatestConfiguration"],
                "Resource": f"{arn}/environment/{env}/configuration/*",
            },
        ],
    }
    iam.put_user_policy(UserName="reader", PolicyName="p", PolicyDocument=json.dumps(policy))
    creds = {"aws_access_key_id": key["AccessKeyId"], "aws_secret_access_key": key["SecretAccessKey"]}
    appconfig: Any = server.boto3_client("appconfig", **creds)
    assert appconfig.get_application(ApplicationId=app)["Id"] == app
    assert appconfig.get_environment(ApplicationId=app, EnvironmentId=env)["Id"] == env
    data_plane: Any = server.boto3_client("appconfigdata", **creds)
    token = data_plane.start_configuration_session(
        ApplicationIdentifier=app, EnvironmentIdentifier=env, ConfigurationProfileIdentifier="cfg"
    )["InitialConfigurationToken"]
    # GetLatestConfiguration is authorized on the session's configuration (by ids), as AWS does
    assert data_plane.get_latest_configuration(ConfigurationToken=token)["NextPollConfigurationToken"]
    for call, kwargs in (
        (appconfig.delete_application, {"ApplicationId": app}),
        (appconfig.create_application, {"Name": "no"}),
        (data_plane.get_latest_configuration, {"ConfigurationToken": "x"}),
    ):
        with pytest.raises(ClientError) as caught:
            call(**kwargs)
        assert caught.value.response["Error"]["Code"] == "AccessDeniedException"
