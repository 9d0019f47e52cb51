"""AppConfig's remaining error paths, each with its exact code: quotas, tags, refused parameters, paging,
version labels, deployment conflicts, stopping and reverting on the clock, the data plane's lookups."""

from __future__ import annotations

import time
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.pytest_plugin import ServerClock
from labcloud.testing.server_process import LabcloudProcess

ACCOUNT_ARN = "arn:aws:appconfig:us-east-1:000000000000"


def code_of(call: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return str(caught.value.response["Error"]["Code"])


def test_quotas_tags_paging_and_refused_parameters(appconfig: Any) -> None:
    app = appconfig.create_application(Name="limits")["Id"]
    for n in range(20):
        appconfig.create_environment(ApplicationId=app, Name=f"e{n}")
    assert code_of(appconfig.create_environment, ApplicationId=app, Name="one-too-many") == (
        "ServiceQuotaExceededException"
    )
    first = appconfig.list_environments(ApplicationId=app, MaxResults=15)
    rest = appconfig.list_environments(ApplicationId=app, NextToken=first["NextToken"])
    assert len(first["Items"]) == 15 and len(rest["Items"]) == 5 and "NextToken" not in rest
    assert code_of(appconfig.list_environments, ApplicationId=app, NextToken="abc") == "BadRequestException"
    arn = f"{ACCOUNT_ARN}:application/{app}"
    assert code_of(appconfig.tag_resource, ResourceArn=arn, Tags={"aws:x": "1"}) == "BadRequestException"
    assert code_of(appconfig.list_tags_for_resource, ResourceArn=f"{ACCOUNT_ARN}:application/zzzzzzz") == (
        "ResourceNotFoundException"
    )
    assert code_of(appconfig.list_tags_for_resource, ResourceArn=f"{ACCOUNT_ARN}:widget/abc") == (
        "ResourceNotFoundException"
    )
    hosted = {"ApplicationId": app, "Name": "p", "LocationUri": "hosted"}
    assert (
        code_of(appconfig.create_configuration_profile, **hosted, Type="AWS.Other") == "BadRequestException"
    )
    assert code_of(appconfig.create_configuration_profile, **hosted, KmsKeyIdentifier="alias/k") == (
        "BadRequestException"
    )
    assert code_of(
        appconfig.create_configuration_profile, ApplicationId=app, Name="p", LocationUri="nowhere"
    ) == ("BadRequestException")
    for n in range(20):
        appconfig.create_deployment_strategy(Name=f"s{n}", DeploymentDurationInMinutes=0, GrowthFactor=100)
    assert (
        code_of(
            appconfig.create_deployment_strategy, Name="s20", DeploymentDurationInMinutes=0, GrowthFactor=100
        )
        == "ServiceQuotaExceededException"
    )
    assert (
        code_of(
            appconfig.update_deployment_strategy, DeploymentStrategyId="AppConfig.AllAtOnce", GrowthFactor=50
        )
        == "BadRequestException"
    )


def test_versions_deployments_stop_and_revert(
    appconfig: Any, appconfigdata: Any, labcloud_clock: ServerClock
) -> None:
    app = appconfig.create_application(Name="ship")["Id"]
    env = appconfig.create_environment(ApplicationId=app, Name="prod")["Id"]
    prof = appconfig.create_configuration_profile(ApplicationId=app, Name="cfg", LocationUri="hosted")["Id"]
    flags = appconfig.create_configuration_profile(
        ApplicationId=app, Name="flags", LocationUri="hosted", Type="AWS.AppConfig.FeatureFlags"
    )["Id"]
    version = {"ApplicationId": app, "ConfigurationProfileId": prof, "ContentType": "application/json"}
    assert code_of(
        appconfig.create_hosted_configuration_version, **version, Content=b"{}", VersionLabel="12"
    ) == ("BadRequestException")
    assert (
        code_of(
            appconfig.create_hosted_configuration_version,
            ApplicationId=app,
            ConfigurationProfileId=flags,
            Content=b'{"version": "1"}',
            ContentType="text/plain",
        )
        == "BadRequestException"
    )
    for body in (b'{"n": 1}', b'{"n": 2}', b'{"n": 3}'):
        appconfig.create_hosted_configuration_version(**version, Content=body)
    start = {"ApplicationId": app, "EnvironmentId": env, "ConfigurationProfileId": prof}
    assert (
        code_of(
            appconfig.start_deployment,
            **start,
            DeploymentStrategyId="AppConfig.AllAtOnce",
            ConfigurationVersion="v9",
        )
        == "ResourceNotFoundException"
    )
    assert (
        code_of(appconfig.start_deployment, **start, DeploymentStrategyId="zzzzzzz", ConfigurationVersion="1")
        == "ResourceNotFoundException"
    )
    assert (
        code_of(
            appconfig.start_deployment,
            **start,
            DeploymentStrategyId="AppConfig.AllAtOnce",
            ConfigurationVersion="1",
            KmsKeyIdentifier="alias/k",
        )
        == "BadRequestException"
    )
    assert (
        code_of(
            appconfig.start_deployment,
            **start,
            DeploymentStrategyId="AppConfig.AllAtOnce",
            ConfigurationVersion="1",
            DynamicExtensionParameters={"a": "b"},
        )
        == "BadRequestException"
    )
    assert (
        code_of(
            appconfig.start_deployment,
            **start,
            DeploymentStrategyId="AppConfig.AllAtOnce",
            ConfigurationVersion="1",
            LatestDeploymentNumber=4,
        )
        == "ConflictException"
    )
    slow = appconfig.create_deployment_strategy(
        Name="slow", DeploymentDurationInMinutes=10, GrowthFactor=20, FinalBakeTimeInMinutes=30
    )["Id"]
    appconfig.start_deployment(**start, DeploymentStrategyId=slow, ConfigurationVersion="1")
    assert code_of(appconfig.delete_environment, ApplicationId=app, EnvironmentId=env) == "ConflictException"
    labcloud_clock.advance("10m")
    baking = appconfig.get_deployment(ApplicationId=app, EnvironmentId=env, DeploymentNumber=1)
    assert baking["State"] == "BAKING"
    # a deployment started while the previous one bakes completes that bake
    appconfig.start_deployment(**start, DeploymentStrategyId="AppConfig.AllAtOnce", ConfigurationVersion="2")
    first = appconfig.get_deployment(ApplicationId=app, EnvironmentId=env, DeploymentNumber=1)
    assert first["State"] == "COMPLETE"
    labcloud_clock.advance("10m")
    one = {"ApplicationId": app, "EnvironmentId": env}
    second = appconfig.get_deployment(**one, DeploymentNumber=2)
    assert second["State"] == "COMPLETE"
    reverted = appconfig.stop_deployment(**one, DeploymentNumber=2, AllowRevert=True)
    assert reverted["State"] == "REVERTED"
    assert appconfig.get_environment(**one)["State"] == "REVERTED"
    assert code_of(appconfig.stop_deployment, **one, DeploymentNumber=2) == "BadRequestException"
    token = appconfigdata.start_configuration_session(
        ApplicationIdentifier="ship", EnvironmentIdentifier="prod", ConfigurationProfileIdentifier="cfg"
    )["InitialConfigurationToken"]
    assert (
        appconfigdata.get_latest_configuration(ConfigurationToken=token)["Configuration"].read()
        == b'{"n": 1}'
    )
    appconfig.start_deployment(**start, DeploymentStrategyId="AppConfig.AllAtOnce", ConfigurationVersion="3")
    labcloud_clock.advance("73h")
    assert (
        code_of(appconfig.stop_deployment, **one, DeploymentNumber=3, AllowRevert=True)
        == "BadRequestException"
    )
    assert code_of(appconfig.get_deployment, **one, DeploymentNumber=9) == "ResourceNotFoundException"
    assert (
        code_of(
            appconfig.validate_configuration,
            ApplicationId=app,
            ConfigurationProfileId=prof,
            ConfigurationVersion="x",
        )
        == "ResourceNotFoundException"
    )
    for identifiers in (
        {
            "ApplicationIdentifier": "nope",
            "EnvironmentIdentifier": "prod",
            "ConfigurationProfileIdentifier": "cfg",
        },
        {
            "ApplicationIdentifier": "ship",
            "EnvironmentIdentifier": "prod",
            "ConfigurationProfileIdentifier": "nope",
        },
    ):
        assert (
            code_of(appconfigdata.start_configuration_session, **identifiers) == "ResourceNotFoundException"
        )
    assert (
        code_of(appconfigdata.get_latest_configuration, ConfigurationToken="not-a-token")
        == "BadRequestException"
    )


def test_cloudtrail_records_the_control_plane_not_the_pollers(
    labcloud: LabcloudProcess, appconfigdata: Any
) -> None:
    appconfig: Any = labcloud.boto3_client("appconfig")
    app = appconfig.create_application(Name="trailed")["Id"]
    appconfig.create_environment(ApplicationId=app, Name="prod")
    appconfig.create_configuration_profile(ApplicationId=app, Name="cfg", LocationUri="hosted")
    token = appconfigdata.start_configuration_session(
        ApplicationIdentifier="trailed", EnvironmentIdentifier="prod", ConfigurationProfileIdentifier="cfg"
    )["InitialConfigurationToken"]
    appconfigdata.get_latest_configuration(ConfigurationToken=token)
    trail: Any = labcloud.boto3_client("cloudtrail")

    def named(name: str) -> list[dict[str, Any]]:
        attributes = [{"AttributeKey": "EventName", "AttributeValue": name}]
        return list(trail.lookup_events(LookupAttributes=attributes)["Events"])

    created = named("CreateEnvironment")
    for _ in range(100):  # CloudTrail writes its records just after the answer
        if created:
            break
        time.sleep(0.05)
        created = named("CreateEnvironment")
    assert [e["EventSource"] for e in created] == ["appconfig.amazonaws.com"]
    assert named("GetLatestConfiguration") == [] and named("StartConfigurationSession") == []
