"""API Gateway (REST APIs) in the service shape (``services/shape.py``): its operations table, its state
and what it contributes — the ``ExecuteApi`` interface the app hands invoke-URL requests to.

Control-plane writes are one synchronous SQLite transaction each; the data plane serves a stage from
its deployment's snapshot, parsed once per deployment (``state.deployed``). The data plane is imported on
its first request, not at build (``doors.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.services.apigateway.domain_door import DomainDoor
from labcloud.services.apigateway.domains import DomainRouter
from labcloud.services.apigateway.doors import ExecuteDoor, KeyDoor
from labcloud.services.apigateway.interfaces import ApiKeys, CustomDomains, DomainNames, ExecuteApi
from labcloud.services.apigateway.repo.schema import SCHEMA, TABLES
from labcloud.services.apigateway.state import ApigwState
from labcloud.services.apigateway.tag_source import tag_sources
from labcloud.services.shape import Contributions, Offer, Operation, Service, lazy_module

if TYPE_CHECKING:
    from labcloud.services.apigateway import (
        account_ops,
        api_key_ops,
        authorizer_ops,
        authorizer_test_ops,
        client_certificate_ops,
        deployment_ops,
        documentation_import_ops,
        documentation_ops,
        domain_ops,
        export_ops,
        gateway_response_ops,
        import_ops,
        integration_ops,
        method_ops,
        method_test_ops,
        model_ops,
        private_domain_ops,
        resource_ops,
        rest_api_ops,
        stage_ops,
        tag_ops,
        usage_plan_ops,
        vpc_link_ops,
    )
else:
    account_ops = lazy_module("labcloud.services.apigateway.account_ops")
    api_key_ops = lazy_module("labcloud.services.apigateway.api_key_ops")
    authorizer_ops = lazy_module("labcloud.services.apigateway.authorizer_ops")
    authorizer_test_ops = lazy_module("labcloud.services.apigateway.authorizer_test_ops")
    client_certificate_ops = lazy_module("labcloud.services.apigateway.client_certificate_ops")
    deployment_ops = lazy_module("labcloud.services.apigateway.deployment_ops")
    documentation_import_ops = lazy_module("labcloud.services.apigateway.documentation_import_ops")
    documentation_ops = lazy_module("labcloud.services.apigateway.documentation_ops")
    domain_ops = lazy_module("labcloud.services.apigateway.domain_ops")
    export_ops = lazy_module("labcloud.services.apigateway.export_ops")
    gateway_response_ops = lazy_module("labcloud.services.apigateway.gateway_response_ops")
    import_ops = lazy_module("labcloud.services.apigateway.import_ops")
    integration_ops = lazy_module("labcloud.services.apigateway.integration_ops")
    method_ops = lazy_module("labcloud.services.apigateway.method_ops")
    method_test_ops = lazy_module("labcloud.services.apigateway.method_test_ops")
    model_ops = lazy_module("labcloud.services.apigateway.model_ops")
    private_domain_ops = lazy_module("labcloud.services.apigateway.private_domain_ops")
    resource_ops = lazy_module("labcloud.services.apigateway.resource_ops")
    rest_api_ops = lazy_module("labcloud.services.apigateway.rest_api_ops")
    stage_ops = lazy_module("labcloud.services.apigateway.stage_ops")
    tag_ops = lazy_module("labcloud.services.apigateway.tag_ops")
    usage_plan_ops = lazy_module("labcloud.services.apigateway.usage_plan_ops")
    vpc_link_ops = lazy_module("labcloud.services.apigateway.vpc_link_ops")

OPERATIONS: dict[str, Operation[ApigwState]] = {
    "CreateRestApi": rest_api_ops.create_rest_api,
    "GetRestApi": rest_api_ops.get_rest_api,
    "GetRestApis": rest_api_ops.get_rest_apis,
    "UpdateRestApi": rest_api_ops.update_rest_api,
    "DeleteRestApi": rest_api_ops.delete_rest_api,
    "ImportRestApi": import_ops.import_rest_api,
    "PutRestApi": import_ops.put_rest_api,
    "GetExport": export_ops.get_export,
    "CreateResource": resource_ops.create_resource,
    "GetResource": resource_ops.get_resource,
    "GetResources": resource_ops.get_resources,
    "UpdateResource": resource_ops.update_resource,
    "DeleteResource": resource_ops.delete_resource,
    "PutMethod": method_ops.put_method,
    "GetMethod": method_ops.get_method,
    "UpdateMethod": method_ops.update_method,
    "DeleteMethod": method_ops.delete_method,
    "PutMethodResponse": method_ops.put_method_response,
    "GetMethodResponse": method_ops.get_method_response,
    "DeleteMethodResponse": method_ops.delete_method_response,
    "UpdateMethodResponse": method_ops.update_method_response,
    "PutIntegration": integration_ops.put_integration,
    "GetIntegration": integration_ops.get_integration,
    "UpdateIntegration": integration_ops.update_integration,
    "DeleteIntegration": integration_ops.delete_integration,
    "PutIntegrationResponse": integration_ops.put_integration_response,
    "GetIntegrationResponse": integration_ops.get_integration_response,
    "DeleteIntegrationResponse": integration_ops.delete_integration_response,
    "UpdateIntegrationResponse": integration_ops.update_integration_response,
    "CreateDeployment": deployment_ops.create_deployment,
    "GetDeployment": deployment_ops.get_deployment,
    "GetDeployments": deployment_ops.get_deployments,
    "DeleteDeployment": deployment_ops.delete_deployment,
    "UpdateDeployment": deployment_ops.update_deployment,
    "CreateStage": stage_ops.create_stage,
    "GetStage": stage_ops.get_stage,
    "GetStages": stage_ops.get_stages,
    "UpdateStage": stage_ops.update_stage,
    "DeleteStage": stage_ops.delete_stage,
    "FlushStageCache": stage_ops.flush_stage_cache,
    "FlushStageAuthorizersCache": stage_ops.flush_stage_authorizers_cache,
    "TagResource": tag_ops.tag_resource,
    "UntagResource": tag_ops.untag_resource,
    "GetTags": tag_ops.get_tags,
    "TestInvokeMethod": method_test_ops.run_method_test,
    "CreateAuthorizer": authorizer_ops.create_authorizer,
    "GetAuthorizer": authorizer_ops.get_authorizer,
    "GetAuthorizers": authorizer_ops.get_authorizers,
    "UpdateAuthorizer": authorizer_ops.update_authorizer,
    "DeleteAuthorizer": authorizer_ops.delete_authorizer,
    "TestInvokeAuthorizer": authorizer_test_ops.test_invoke_authorizer,
    "CreateApiKey": api_key_ops.create_api_key,
    "GetApiKey": api_key_ops.get_api_key,
    "GetApiKeys": api_key_ops.get_api_keys,
    "UpdateApiKey": api_key_ops.update_api_key,
    "DeleteApiKey": api_key_ops.delete_api_key,
    "CreateUsagePlan": usage_plan_ops.create_usage_plan,
    "GetUsagePlan": usage_plan_ops.get_usage_plan,
    "GetUsagePlans": usage_plan_ops.get_usage_plans,
    "UpdateUsagePlan": usage_plan_ops.update_usage_plan,
    "DeleteUsagePlan": usage_plan_ops.delete_usage_plan,
    "CreateUsagePlanKey": usage_plan_ops.create_usage_plan_key,
    "GetUsagePlanKey": usage_plan_ops.get_usage_plan_key,
    "GetUsagePlanKeys": usage_plan_ops.get_usage_plan_keys,
    "DeleteUsagePlanKey": usage_plan_ops.delete_usage_plan_key,
    "GetUsage": usage_plan_ops.get_usage,
    "CreateVpcLink": vpc_link_ops.create_vpc_link,
    "GetVpcLink": vpc_link_ops.get_vpc_link,
    "GetVpcLinks": vpc_link_ops.get_vpc_links,
    "UpdateVpcLink": vpc_link_ops.update_vpc_link,
    "DeleteVpcLink": vpc_link_ops.delete_vpc_link,
    "GenerateClientCertificate": client_certificate_ops.generate_client_certificate,
    "GetClientCertificate": client_certificate_ops.get_client_certificate,
    "GetClientCertificates": client_certificate_ops.get_client_certificates,
    "UpdateClientCertificate": client_certificate_ops.update_client_certificate,
    "DeleteClientCertificate": client_certificate_ops.delete_client_certificate,
    "CreateModel": model_ops.create_model,
    "GetModel": model_ops.get_model,
    "GetModels": model_ops.get_models,
    "UpdateModel": model_ops.update_model,
    "DeleteModel": model_ops.delete_model,
    "CreateRequestValidator": model_ops.create_request_validator,
    "GetRequestValidator": model_ops.get_request_validator,
    "GetRequestValidators": model_ops.get_request_validators,
    "UpdateRequestValidator": model_ops.update_request_validator,
    "DeleteRequestValidator": model_ops.delete_request_validator,
    "PutGatewayResponse": gateway_response_ops.put_gateway_response,
    "GetGatewayResponse": gateway_response_ops.get_gateway_response,
    "GetGatewayResponses": gateway_response_ops.get_gateway_responses,
    "UpdateGatewayResponse": gateway_response_ops.update_gateway_response,
    "DeleteGatewayResponse": gateway_response_ops.delete_gateway_response,
    "CreateDocumentationPart": documentation_ops.create_documentation_part,
    "GetDocumentationPart": documentation_ops.get_documentation_part,
    "GetDocumentationParts": documentation_ops.get_documentation_parts,
    "UpdateDocumentationPart": documentation_ops.update_documentation_part,
    "DeleteDocumentationPart": documentation_ops.delete_documentation_part,
    "CreateDocumentationVersion": documentation_ops.create_documentation_version,
    "GetDocumentationVersion": documentation_ops.get_documentation_version,
    "GetDocumentationVersions": documentation_ops.get_documentation_versions,
    "UpdateDocumentationVersion": documentation_ops.update_documentation_version,
    "DeleteDocumentationVersion": documentation_ops.delete_documentation_version,
    "ImportDocumentationParts": documentation_import_ops.import_documentation_parts,
    "GetAccount": account_ops.get_account,
    "UpdateAccount": account_ops.update_account,
    "CreateDomainName": domain_ops.create_domain_name,
    "GetDomainName": domain_ops.get_domain_name,
    "GetDomainNames": domain_ops.get_domain_names,
    "UpdateDomainName": domain_ops.update_domain_name,
    "DeleteDomainName": domain_ops.delete_domain_name,
    "CreateBasePathMapping": domain_ops.create_base_path_mapping,
    "GetBasePathMapping": domain_ops.get_base_path_mapping,
    "GetBasePathMappings": domain_ops.get_base_path_mappings,
    "UpdateBasePathMapping": domain_ops.update_base_path_mapping,
    "DeleteBasePathMapping": domain_ops.delete_base_path_mapping,
    "CreateDomainNameAccessAssociation": private_domain_ops.create_domain_name_access_association,
    "GetDomainNameAccessAssociations": private_domain_ops.get_domain_name_access_associations,
    "RejectDomainNameAccessAssociation": private_domain_ops.reject_domain_name_access_association,
    "DeleteDomainNameAccessAssociation": private_domain_ops.delete_domain_name_access_association,
}


def contributions(state: ApigwState) -> Contributions:
    return Contributions(
        tag_sources=tag_sources(state),
        offers=(
            Offer(ExecuteApi, ExecuteDoor(state)),
            Offer(ApiKeys, KeyDoor(state)),
            Offer(CustomDomains, DomainRouter(state)),
            Offer(DomainNames, DomainDoor(state)),
        ),
    )


def forget_caches(state: ApigwState) -> None:
    state.deployed.clear()
    state.allowed.clear()
    state.authorizer_results.clear()
    state.buckets.clear()
    state.caches.flush_all()
    state.domain_routes = None
    state.private_hosts.clear()


SERVICE: Service[ApigwState] = Service(
    name="apigateway",
    state=ApigwState.build,
    operations=OPERATIONS,
    contributes=contributions,
    tables=TABLES,
    schema=SCHEMA,
    on_reset=forget_caches,
)
