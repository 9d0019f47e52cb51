"""AppConfig through boto3: applications, environments, profiles, hosted versions, strategies, deployments
moving on labcloud's clock, the data plane's sessions and tokens, feature flags, tags, and each error code."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.pytest_plugin import ServerClock
from labcloud.testing.server_process import LabcloudProcess


def error_of(call: Any, **kwargs: Any) -> dict[str, Any]:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return dict(caught.value.response)


def code_of(call: Any, **kwargs: Any) -> str:
    return str(error_of(call, **kwargs)["Error"]["Code"])


def _setup(appconfig: Any, kind: str = "AWS.Freeform", **profile: Any) -> tuple[str, str, str]:
    app = appconfig.create_application(Name="shop", Description="d", Tags={"team": "a"})["Id"]
    env = appconfig.create_environment(ApplicationId=app, Name="prod")["Id"]
    prof = appconfig.create_configuration_profile(
        ApplicationId=app, Name="settings", LocationUri="hosted", Type=kind, **profile
    )["Id"]
    return app, env, prof


def _version(appconfig: Any, app: str, prof: str, body: bytes, **extra: Any) -> int:
    made = appconfig.create_hosted_configuration_version(
        ApplicationId=app, ConfigurationProfileId=prof, Content=body, ContentType="application/json", **extra
    )
    return int(made["VersionNumber"])


def test_applications_environments_and_profiles(appconfig: Any) -> None:
    app, env, prof = _setup(appconfig)
    assert len(app) == 7 and appconfig.get_application(ApplicationId=app)["Name"] == "shop"
    assert [a["Id"] for a in appconfig.list_applications()["Items"]] == [app]
    appconfig.update_application(ApplicationId=app, Name="store")
    got = appconfig.get_environment(ApplicationId=app, EnvironmentId=env)
    assert got["State"] == "READY_FOR_DEPLOYMENT" and got["Name"] == "prod"
    listed = appconfig.list_configuration_profiles(ApplicationId=app)["Items"]
    assert listed == [
        {
            "ApplicationId": app,
            "Id": prof,
            "Name": "settings",
            "LocationUri": "hosted",
            "Type": "AWS.Freeform",
            "ValidatorTypes": [],
        }
    ]
    arn = f"arn:aws:appconfig:us-east-1:000000000000:application/{app}"
    assert appconfig.list_tags_for_resource(ResourceArn=arn)["Tags"] == {"team": "a"}
    appconfig.tag_resource(ResourceArn=arn, Tags={"env": "x"})
    appconfig.untag_resource(ResourceArn=arn, TagKeys=["team"])
    assert appconfig.list_tags_for_resource(ResourceArn=arn)["Tags"] == {"env": "x"}
    missing = error_of(appconfig.get_application, ApplicationId="zzzzzzz")
    assert (
        missing["Error"]["Code"] == "ResourceNotFoundException" and missing["ResourceName"] == "Application"
    )
    assert code_of(appconfig.get_environment, ApplicationId=app, EnvironmentId="zzzzzzz") == (
        "ResourceNotFoundException"
    )
    monitors = [{"AlarmArn": "arn:aws:cloudwatch:us-east-1:000000000000:alarm:a"}]
    assert code_of(appconfig.create_environment, ApplicationId=app, Name="m", Monitors=monitors) == (
        "BadRequestException"
    )
    for uri in ("ssm-parameter://x", "ssm-document://x", "s3://b/k"):
        assert (
            code_of(appconfig.create_configuration_profile, ApplicationId=app, Name="n", LocationUri=uri)
            == "BadRequestException"
        )
    lam = [{"Type": "LAMBDA", "Content": "arn:aws:lambda:us-east-1:000000000000:function:v"}]
    assert (
        code_of(
            appconfig.create_configuration_profile,
            ApplicationId=app,
            Name="n",
            LocationUri="hosted",
            Validators=lam,
        )
        == "BadRequestException"
    )
    bad_schema = [{"Type": "JSON_SCHEMA", "Content": '{"type": 12}'}]
    assert (
        code_of(
            appconfig.create_configuration_profile,
            ApplicationId=app,
            Name="n",
            LocationUri="hosted",
            Validators=bad_schema,
        )
        == "BadRequestException"
    )
    assert code_of(appconfig.list_applications, MaxResults=51) == "BadRequestException"
    assert (
        code_of(
            appconfig.delete_environment,
            ApplicationId=app,
            EnvironmentId=env,
            DeletionProtectionCheck="APPLY",
        )
        == "BadRequestException"
    )
    appconfig.delete_application(ApplicationId=app)
    assert appconfig.list_applications()["Items"] == []
    assert code_of(appconfig.get_configuration_profile, ApplicationId=app, ConfigurationProfileId=prof) == (
        "ResourceNotFoundException"
    )


def test_hosted_versions_keep_raw_content_and_headers(appconfig: Any) -> None:
    app, _env, prof = _setup(appconfig)
    made = appconfig.create_hosted_configuration_version(
        ApplicationId=app,
        ConfigurationProfileId=prof,
        Content=b"color: blue\n",
        ContentType="application/x-yaml",
        Description="first",
        VersionLabel="v1.0",
    )
    assert made["VersionNumber"] == 1 and made["Content"].read() == b"color: blue\n"
    got = appconfig.get_hosted_configuration_version(
        ApplicationId=app, ConfigurationProfileId=prof, VersionNumber=1
    )
    assert got["ContentType"] == "application/x-yaml" and got["VersionLabel"] == "v1.0"
    assert got["Description"] == "first" and got["Content"].read() == b"color: blue\n"
    assert _version(appconfig, app, prof, b"{}", LatestVersionNumber=1) == 2
    assert (
        code_of(
            appconfig.create_hosted_configuration_version,
            ApplicationId=app,
            ConfigurationProfileId=prof,
            Content=b"{}",
            ContentType="application/json",
            LatestVersionNumber=1,
        )
        == "ConflictException"
    )
    items = appconfig.list_hosted_configuration_versions(ApplicationId=app, ConfigurationProfileId=prof)[
        "Items"
    ]
    assert [i["VersionNumber"] for i in items] == [2, 1]
    appconfig.delete_hosted_configuration_version(
        ApplicationId=app, ConfigurationProfileId=prof, VersionNumber=2
    )
    assert (
        code_of(
            appconfig.get_hosted_configuration_version,
            ApplicationId=app,
            ConfigurationProfileId=prof,
            VersionNumber=2,
        )
        == "ResourceNotFoundException"
    )
    assert _version(appconfig, app, prof, b"{}") == 3  # numbers are never reused
    big = error_of(
        appconfig.create_hosted_configuration_version,
        ApplicationId=app,
        ConfigurationProfileId=prof,
        Content=b"x" * (2 * 1024 * 1024 + 1),
        ContentType="text/plain",
    )
    assert big["Error"]["Code"] == "PayloadTooLargeException"


def test_strategies_predefined_and_custom(appconfig: Any) -> None:
    ids = [s["Id"] for s in appconfig.list_deployment_strategies()["Items"]]
    assert "AppConfig.AllAtOnce" in ids and "AppConfig.Canary10Percent20Minutes" in ids
    linear = appconfig.get_deployment_strategy(DeploymentStrategyId="AppConfig.Linear50PercentEvery30Seconds")
    assert (
        linear["DeploymentDurationInMinutes"],
        linear["GrowthFactor"],
        linear["FinalBakeTimeInMinutes"],
    ) == (1, 50.0, 1)
    made = appconfig.create_deployment_strategy(
        Name="mine",
        DeploymentDurationInMinutes=10,
        GrowthFactor=25,
        FinalBakeTimeInMinutes=5,
        ReplicateTo="NONE",
    )
    updated = appconfig.update_deployment_strategy(DeploymentStrategyId=made["Id"], GrowthType="EXPONENTIAL")
    assert updated["GrowthType"] == "EXPONENTIAL" and updated["GrowthFactor"] == 25.0
    assert code_of(appconfig.delete_deployment_strategy, DeploymentStrategyId="AppConfig.AllAtOnce") == (
        "BadRequestException"
    )
    assert (
        code_of(
            appconfig.create_deployment_strategy,
            Name="s",
            DeploymentDurationInMinutes=1,
            GrowthFactor=10,
            ReplicateTo="SSM_DOCUMENT",
        )
        == "BadRequestException"
    )
    appconfig.delete_deployment_strategy(DeploymentStrategyId=made["Id"])
    assert (
        code_of(appconfig.get_deployment_strategy, DeploymentStrategyId=made["Id"])
        == "ResourceNotFoundException"
    )


def test_a_deployment_moves_on_the_clock_and_the_data_plane_serves_it_once(
    appconfig: Any, appconfigdata: Any, labcloud_clock: ServerClock, labcloud: LabcloudProcess
) -> None:
    schema = {"type": "object", "properties": {"limit": {"type": "integer"}}, "required": ["limit"]}
    app, env, prof = _setup(appconfig, Validators=[{"Type": "JSON_SCHEMA", "Content": json.dumps(schema)}])
    good = _version(appconfig, app, prof, b'{"limit": 5}', VersionLabel="five")
    bad = _version(appconfig, app, prof, b'{"limit": "many"}')
    start = {"ApplicationId": app, "EnvironmentId": env, "ConfigurationProfileId": prof}
    failed = error_of(
        appconfig.start_deployment,
        **start,
        DeploymentStrategyId="AppConfig.AllAtOnce",
        ConfigurationVersion=str(bad),
    )
    assert failed["Error"]["Code"] == "BadRequestException" and failed["Reason"] == "InvalidConfiguration"
    assert failed["Details"]["InvalidConfiguration"][0]["Location"] == "$.limit"
    assert (
        code_of(
            appconfig.validate_configuration,
            ApplicationId=app,
            ConfigurationProfileId=prof,
            ConfigurationVersion=str(bad),
        )
        == "BadRequestException"
    )
    appconfig.validate_configuration(
        ApplicationId=app, ConfigurationProfileId=prof, ConfigurationVersion=str(good)
    )
    token = appconfigdata.start_configuration_session(
        ApplicationIdentifier="shop",
        EnvironmentIdentifier="prod",
        ConfigurationProfileIdentifier="settings",
        RequiredMinimumPollIntervalInSeconds=15,
    )["InitialConfigurationToken"]
    first = appconfigdata.get_latest_configuration(ConfigurationToken=token)
    assert first["Configuration"].read() == b"" and first["NextPollIntervalInSeconds"] == 15
    used = error_of(appconfigdata.get_latest_configuration, ConfigurationToken=token)
    assert used["Error"]["Code"] == "BadRequestException"
    assert used["Details"]["InvalidParameters"]["ConfigurationToken"]["Problem"] == "Corrupted"
    made = appconfig.start_deployment(
        **start, DeploymentStrategyId="AppConfig.Linear50PercentEvery30Seconds", ConfigurationVersion="five"
    )
    assert (
        made["State"] == "DEPLOYING" and made["PercentageComplete"] == 50.0 and made["DeploymentNumber"] == 1
    )
    assert made["ConfigurationVersion"] == str(good) and made["VersionLabel"] == "five"
    assert appconfig.get_environment(ApplicationId=app, EnvironmentId=env)["State"] == "DEPLOYING"
    assert (
        code_of(
            appconfig.start_deployment,
            **start,
            DeploymentStrategyId="AppConfig.AllAtOnce",
            ConfigurationVersion="1",
        )
        == "ConflictException"
    )
    served = appconfigdata.get_latest_configuration(ConfigurationToken=first["NextPollConfigurationToken"])
    assert served["Configuration"].read() == b'{"limit": 5}' and served["ContentType"] == "application/json"
    assert served["VersionLabel"] == "five"
    again = appconfigdata.get_latest_configuration(ConfigurationToken=served["NextPollConfigurationToken"])
    assert again["Configuration"].read() == b""
    get = {"ApplicationId": app, "EnvironmentId": env, "DeploymentNumber": 1}
    labcloud_clock.advance(31)
    assert appconfig.get_deployment(**get)["PercentageComplete"] == 100.0
    labcloud_clock.advance(30)
    assert appconfig.get_deployment(**get)["State"] == "BAKING"
    labcloud_clock.advance(60)
    done = appconfig.get_deployment(**get)
    assert done["State"] == "COMPLETE" and "CompletedAt" in done
    kinds = [e["EventType"] for e in done["EventLog"]]
    assert kinds == [
        "DEPLOYMENT_COMPLETED",
        "BAKE_TIME_STARTED",
        "PERCENTAGE_UPDATED",
        "PERCENTAGE_UPDATED",
        "DEPLOYMENT_STARTED",
    ]
    assert code_of(appconfig.stop_deployment, **get) == "BadRequestException"
    completed = labcloud.get(f"/_labcloud/events?kind=appconfig.deployment.completed&resource={env}/1")[
        "events"
    ]
    for _ in range(100):  # the periodic task runs at the clock's move, on the server's loop
        if completed:
            break
        time.sleep(0.05)
        completed = labcloud.get(f"/_labcloud/events?kind=appconfig.deployment.completed&resource={env}/1")[
            "events"
        ]
    assert [e["data"]["profile"] for e in completed] == [prof]
    # a second deployment, stopped while it deploys, rolls back to the first one's data
    newer = _version(appconfig, app, prof, b'{"limit": 9}')
    appconfig.start_deployment(
        **start, DeploymentStrategyId="AppConfig.Canary10Percent20Minutes", ConfigurationVersion=str(newer)
    )
    after = appconfigdata.get_latest_configuration(ConfigurationToken=again["NextPollConfigurationToken"])
    assert after["Configuration"].read() == b'{"limit": 9}'
    stopped = appconfig.stop_deployment(ApplicationId=app, EnvironmentId=env, DeploymentNumber=2)
    assert stopped["State"] == "ROLLED_BACK"
    assert appconfig.get_environment(ApplicationId=app, EnvironmentId=env)["State"] == "ROLLED_BACK"
    back = appconfigdata.get_latest_configuration(ConfigurationToken=after["NextPollConfigurationToken"])
    assert back["Configuration"].read() == b'{"limit": 5}'
    listed = appconfig.list_deployments(ApplicationId=app, EnvironmentId=env)["Items"]
    assert [(d["DeploymentNumber"], d["State"]) for d in listed] == [(2, "ROLLED_BACK"), (1, "COMPLETE")]
    labcloud_clock.advance("25h")
    expired = error_of(
        appconfigdata.get_latest_configuration, ConfigurationToken=back["NextPollConfigurationToken"]
    )
    assert expired["Details"]["InvalidParameters"]["ConfigurationToken"]["Problem"] == "Expired"
    gone = error_of(
        appconfigdata.start_configuration_session,
        ApplicationIdentifier=app,
        EnvironmentIdentifier="nope",
        ConfigurationProfileIdentifier=prof,
    )
    assert gone["Error"]["Code"] == "ResourceNotFoundException" and gone["ResourceType"] == "Environment"


def test_feature_flags_are_checked_and_served_in_retrieval_format(
    appconfig: Any, appconfigdata: Any, labcloud: LabcloudProcess
) -> None:
    app, env, prof = _setup(appconfig, kind="AWS.AppConfig.FeatureFlags")
    flags = {
        "version": "1",
        "flags": {
            "checkout": {
                "name": "Checkout",
                "attributes": {"limit": {"constraints": {"type": "number", "maximum": 10}}},
            },
            "beta": {"name": "Beta"},
        },
        "values": {"checkout": {"enabled": True, "limit": 3}},
    }
    number = _version(appconfig, app, prof, json.dumps(flags).encode())
    over = dict(flags, values={"checkout": {"enabled": True, "limit": 30}})
    refused = error_of(
        appconfig.create_hosted_configuration_version,
        ApplicationId=app,
        ConfigurationProfileId=prof,
        Content=json.dumps(over).encode(),
        ContentType="application/json",
    )
    assert refused["Error"]["Code"] == "BadRequestException" and refused["Reason"] == "InvalidConfiguration"
    for body in (b'{"version": "2"}', b"not json", json.dumps(dict(flags, values={"ghost": {}})).encode()):
        assert (
            code_of(
                appconfig.create_hosted_configuration_version,
                ApplicationId=app,
                ConfigurationProfileId=prof,
                Content=body,
                ContentType="application/json",
            )
            == "BadRequestException"
        )
    variants = dict(flags, values={"checkout": {"_variants": []}})
    assert (
        code_of(
            appconfig.create_hosted_configuration_version,
            ApplicationId=app,
            ConfigurationProfileId=prof,
            Content=json.dumps(variants).encode(),
            ContentType="application/json",
        )
        == "BadRequestException"
    )
    appconfig.start_deployment(
        ApplicationId=app,
        EnvironmentId=env,
        ConfigurationProfileId=prof,
        DeploymentStrategyId="AppConfig.AllAtOnce",
        ConfigurationVersion=str(number),
    )
    token = appconfigdata.start_configuration_session(
        ApplicationIdentifier=app, EnvironmentIdentifier=env, ConfigurationProfileIdentifier=prof
    )["InitialConfigurationToken"]
    got = appconfigdata.get_latest_configuration(ConfigurationToken=token)
    assert json.loads(got["Configuration"].read()) == {
        "checkout": {"enabled": True, "limit": 3},
        "beta": {"enabled": False},
    }
    assert got["NextPollIntervalInSeconds"] == 60
    drawn = labcloud.get("/_labcloud/map")
    nodes = {n["id"]: n for n in drawn["nodes"]}
    env_node, profile_node = f"appconfig:{app}/environment/{env}", f"appconfig:{app}/profile/{prof}"
    assert nodes[f"appconfig:{app}"]["kind"] == "appconfig.application"
    assert nodes[profile_node]["facts"]["type"] == "AWS.AppConfig.FeatureFlags"
    assert nodes[env_node]["kind"] == "appconfig.environment"
    edges = {(e["kind"], e["from"], e["to"]) for e in drawn["edges"]}
    assert ("deploys", env_node, profile_node) in edges
    assert ("environment-of", env_node, f"appconfig:{app}") in edges
