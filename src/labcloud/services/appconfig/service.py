"""AWS AppConfig's control plane (botocore ``appconfig``) in the service shape: applications,
environments, configuration profiles (the hosted store; AWS.Freeform and AWS.AppConfig.FeatureFlags,
JSON_SCHEMA validators), hosted configuration versions, deployment strategies (with AWS's predefined
ones), deployments that move DEPLOYING → BAKING → COMPLETE on labcloud's clock, tags; a periodic task announces each deployment's bake and end (``progress.py``). The data plane
(``appconfigdata``) is ``data/``, on the same state and tables (docs/appconfig.md). Extensions,
experiments, account settings and the deprecated GetConfiguration answer "not implemented"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.appconfig.repo.schema import SCHEMA, TABLES
from labcloud.services.appconfig.state import AppConfigState
from labcloud.services.appconfig.tag_source import tag_source
from labcloud.services.shape import Contributions, Operation, Periodic, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.appconfig import (
        application_ops,
        deployment_ops,
        environment_ops,
        profile_ops,
        strategy_ops,
        tag_ops,
        version_ops,
    )
else:
    application_ops = lazy_module("labcloud.services.appconfig.application_ops")
    deployment_ops = lazy_module("labcloud.services.appconfig.deployment_ops")
    environment_ops = lazy_module("labcloud.services.appconfig.environment_ops")
    profile_ops = lazy_module("labcloud.services.appconfig.profile_ops")
    strategy_ops = lazy_module("labcloud.services.appconfig.strategy_ops")
    tag_ops = lazy_module("labcloud.services.appconfig.tag_ops")
    version_ops = lazy_module("labcloud.services.appconfig.version_ops")

OPERATIONS: dict[str, Operation[AppConfigState]] = {
    "CreateApplication": application_ops.create_application,
    "GetApplication": application_ops.get_application,
    "ListApplications": application_ops.list_applications,
    "UpdateApplication": application_ops.update_application,
    "DeleteApplication": application_ops.delete_application,
    "CreateEnvironment": environment_ops.create_environment,
    "GetEnvironment": environment_ops.get_environment,
    "ListEnvironments": environment_ops.list_environments,
    "UpdateEnvironment": environment_ops.update_environment,
    "DeleteEnvironment": environment_ops.delete_environment,
    "CreateConfigurationProfile": profile_ops.create_configuration_profile,
    "GetConfigurationProfile": profile_ops.get_configuration_profile,
    "ListConfigurationProfiles": profile_ops.list_configuration_profiles,
    "UpdateConfigurationProfile": profile_ops.update_configuration_profile,
    "DeleteConfigurationProfile": profile_ops.delete_configuration_profile,
    "CreateHostedConfigurationVersion": version_ops.create_hosted_configuration_version,
    "GetHostedConfigurationVersion": version_ops.get_hosted_configuration_version,
    "ListHostedConfigurationVersions": version_ops.list_hosted_configuration_versions,
    "DeleteHostedConfigurationVersion": version_ops.delete_hosted_configuration_version,
    "CreateDeploymentStrategy": strategy_ops.create_deployment_strategy,
    "GetDeploymentStrategy": strategy_ops.get_deployment_strategy,
    "ListDeploymentStrategies": strategy_ops.list_deployment_strategies,
    "UpdateDeploymentStrategy": strategy_ops.update_deployment_strategy,
    "DeleteDeploymentStrategy": strategy_ops.delete_deployment_strategy,
    "StartDeployment": deployment_ops.start_deployment,
    "GetDeployment": deployment_ops.get_deployment,
    "ListDeployments": deployment_ops.list_deployments,
    "StopDeployment": deployment_ops.stop_deployment,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "ListTagsForResource": tag_ops.list_tags_for_resource,
    "ValidateConfiguration": tag_ops.validate_configuration,
}


def contributions(state: AppConfigState) -> Contributions:
    from labcloud.services.appconfig import progress

    return Contributions(
        tag_sources=(tag_source(state),),
        periodic=(
            Periodic("appconfig.deployments", progress.SWEEP_SECONDS, lambda now: progress.sweep(state, now)),
        ),
    )


SERVICE: Service[AppConfigState] = Service(
    name="appconfig",
    state=AppConfigState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
