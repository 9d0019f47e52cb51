"""API Gateway v2 (HTTP APIs) in the service shape: its operations table, its state, and the
``HttpApis`` interface the app hands invoke-URL requests for HTTP API ids to (``doors.py``: the data
planes are imported on their first request, not at build)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.apigatewayv2.doors import HttpDoor, WebSocketDoor
from labcloud.services.apigatewayv2.interfaces import HttpApis, WebSocketApis, WebSocketConnections
from labcloud.services.apigatewayv2.repo.schema import SCHEMA, TABLES
from labcloud.services.apigatewayv2.state import HttpApiState
from labcloud.services.apigatewayv2.tag_source import tag_sources
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.apigatewayv2 import (
        api_ops,
        authorizer_ops,
        deployment_ops,
        domain_ops,
        export,
        import_ops,
        integration_ops,
        integration_response_ops,
        model_ops,
        route_ops,
        stage_ops,
        tag_ops,
        update_ops,
        vpc_link_ops,
        websocket_control,
    )
else:
    api_ops = lazy_module("labcloud.services.apigatewayv2.api_ops")
    authorizer_ops = lazy_module("labcloud.services.apigatewayv2.authorizer_ops")
    deployment_ops = lazy_module("labcloud.services.apigatewayv2.deployment_ops")
    domain_ops = lazy_module("labcloud.services.apigatewayv2.domain_ops")
    export = lazy_module("labcloud.services.apigatewayv2.export")
    import_ops = lazy_module("labcloud.services.apigatewayv2.import_ops")
    integration_ops = lazy_module("labcloud.services.apigatewayv2.integration_ops")
    integration_response_ops = lazy_module("labcloud.services.apigatewayv2.integration_response_ops")
    model_ops = lazy_module("labcloud.services.apigatewayv2.model_ops")
    vpc_link_ops = lazy_module("labcloud.services.apigatewayv2.vpc_link_ops")
    route_ops = lazy_module("labcloud.services.apigatewayv2.route_ops")
    stage_ops = lazy_module("labcloud.services.apigatewayv2.stage_ops")
    tag_ops = lazy_module("labcloud.services.apigatewayv2.tag_ops")
    update_ops = lazy_module("labcloud.services.apigatewayv2.update_ops")
    websocket_control = lazy_module("labcloud.services.apigatewayv2.websocket_control")

OPERATIONS: dict[str, Operation[HttpApiState]] = {
    "CreateApi": api_ops.create_api,
    "GetApi": api_ops.get_api,
    "GetApis": api_ops.get_apis,
    "UpdateApi": api_ops.update_api,
    "DeleteApi": api_ops.delete_api,
    "DeleteCorsConfiguration": api_ops.delete_cors,
    "ImportApi": import_ops.import_api,
    "ReimportApi": import_ops.reimport_api,
    "ExportApi": export.export_api,
    "CreateRoute": route_ops.create_route,
    "GetRoute": route_ops.get_route,
    "GetRoutes": route_ops.get_routes,
    "DeleteRoute": route_ops.delete_route,
    "UpdateRoute": update_ops.update_route,
    "CreateIntegration": integration_ops.create_integration,
    "GetIntegration": integration_ops.get_integration,
    "GetIntegrations": integration_ops.get_integrations,
    "DeleteIntegration": integration_ops.delete_integration,
    "UpdateIntegration": update_ops.update_integration,
    "CreateStage": stage_ops.create_stage,
    "GetStage": stage_ops.get_stage,
    "GetStages": stage_ops.get_stages,
    "DeleteStage": stage_ops.delete_stage,
    "UpdateStage": update_ops.update_stage,
    "DeleteAccessLogSettings": update_ops.delete_access_log_settings,
    "ResetAuthorizersCache": update_ops.reset_authorizers_cache,
    "DeleteRouteSettings": update_ops.delete_route_settings,
    "CreateDeployment": stage_ops.create_deployment,
    "CreateAuthorizer": authorizer_ops.create_authorizer,
    "GetAuthorizer": authorizer_ops.get_authorizer,
    "GetAuthorizers": authorizer_ops.get_authorizers,
    "UpdateAuthorizer": authorizer_ops.update_authorizer,
    "DeleteAuthorizer": authorizer_ops.delete_authorizer,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "GetTags": tag_ops.get_tags,
    "CreateRouteResponse": websocket_control.create_route_response,
    "GetRouteResponse": websocket_control.get_route_response,
    "GetRouteResponses": websocket_control.get_route_responses,
    "DeleteRouteResponse": websocket_control.delete_route_response,
    "UpdateRouteResponse": update_ops.update_route_response,
    "GetDeployment": deployment_ops.get_deployment,
    "GetDeployments": deployment_ops.get_deployments,
    "DeleteDeployment": deployment_ops.delete_deployment,
    "UpdateDeployment": update_ops.update_deployment,
    "CreateIntegrationResponse": integration_response_ops.create_integration_response,
    "GetIntegrationResponse": integration_response_ops.get_integration_response,
    "GetIntegrationResponses": integration_response_ops.get_integration_responses,
    "UpdateIntegrationResponse": integration_response_ops.update_integration_response,
    "DeleteIntegrationResponse": integration_response_ops.delete_integration_response,
    "CreateModel": model_ops.create_model,
    "GetModel": model_ops.get_model,
    "GetModels": model_ops.get_models,
    "UpdateModel": model_ops.update_model,
    "DeleteModel": model_ops.delete_model,
    "GetModelTemplate": model_ops.get_model_template,
    "CreateVpcLink": vpc_link_ops.create_vpc_link,
    "GetVpcLink": vpc_link_ops.get_vpc_link,
    "GetVpcLinks": vpc_link_ops.get_vpc_links,
    "UpdateVpcLink": vpc_link_ops.update_vpc_link,
    "DeleteVpcLink": vpc_link_ops.delete_vpc_link,
    "CreateDomainName": domain_ops.create_domain_name,
    "GetDomainName": domain_ops.get_domain_name,
    "GetDomainNames": domain_ops.get_domain_names,
    "UpdateDomainName": domain_ops.update_domain_name,
    "DeleteDomainName": domain_ops.delete_domain_name,
    "CreateApiMapping": domain_ops.create_api_mapping,
    "GetApiMapping": domain_ops.get_api_mapping,
    "GetApiMappings": domain_ops.get_api_mappings,
    "UpdateApiMapping": domain_ops.update_api_mapping,
    "DeleteApiMapping": domain_ops.delete_api_mapping,
}


def contributions(state: HttpApiState) -> Contributions:
    sockets = WebSocketDoor(state)
    return Contributions(
        tag_sources=tag_sources(state),
        offers=(
            Offer(HttpApis, HttpDoor(state)),
            Offer(WebSocketApis, sockets),
            Offer(WebSocketConnections, sockets),
        ),
    )


SERVICE: Service[HttpApiState] = Service(
    name="apigatewayv2",
    state=HttpApiState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
)
