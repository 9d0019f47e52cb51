"""Lambda's operations table: operation name → ``fn(state, request, ctx)`` in the module owning its concept.

Functions (:mod:`functions`), versions and aliases (:mod:`versions_aliases`), invocation
(:mod:`invoke`, :mod:`invoke_variants`, :mod:`async_invoke`), event source mappings
(:mod:`esm.mappings`), layers and their policies, the function policy (:mod:`permissions`), URLs
(:mod:`url_configs`), concurrency (:mod:`provisioned`, :mod:`functions`) and the per-function settings
(code signing, recursion, runtime management, account settings). Each takes the one
:class:`~labcloud.services.lambda_.state.LambdaState` and its request typed by the generated ``api.py``.
"""

from __future__ import annotations

from labcloud.services.lambda_ import (
    account_settings,
    async_invoke,
    code_signing,
    functions,
    invoke,
    invoke_variants,
    layer_policies,
    layers,
    permissions,
    provisioned,
    recursion,
    runtime_management,
    url_configs,
    versions_aliases,
)
from labcloud.services.lambda_.esm import mappings
from labcloud.services.lambda_.state import LambdaState
from labcloud.services.shape import Operation

OPERATIONS: dict[str, Operation[LambdaState]] = {
    "AddLayerVersionPermission": layer_policies.add,
    "AddPermission": permissions.add_permission,
    "CreateAlias": versions_aliases.create_alias,
    "CreateCodeSigningConfig": code_signing.create,
    "CreateEventSourceMapping": mappings.create_event_source_mapping,
    "CreateFunction": functions.create_function,
    "CreateFunctionUrlConfig": url_configs.create,
    "DeleteAlias": versions_aliases.delete_alias,
    "DeleteCodeSigningConfig": code_signing.delete,
    "DeleteEventSourceMapping": mappings.delete_event_source_mapping,
    "DeleteFunction": functions.delete_function,
    "DeleteFunctionCodeSigningConfig": code_signing.delete_function,
    "DeleteFunctionConcurrency": functions.delete_function_concurrency,
    "DeleteFunctionEventInvokeConfig": async_invoke.delete_function_event_invoke_config,
    "DeleteFunctionUrlConfig": url_configs.delete,
    "DeleteLayerVersion": layers.delete_layer_version,
    "DeleteProvisionedConcurrencyConfig": provisioned.delete,
    "GetAccountSettings": account_settings.get_account_settings,
    "GetAlias": versions_aliases.get_alias,
    "GetCodeSigningConfig": code_signing.get,
    "GetEventSourceMapping": mappings.get_event_source_mapping,
    "GetFunction": functions.get_function,
    "GetFunctionCodeSigningConfig": code_signing.get_function,
    "GetFunctionConcurrency": functions.get_function_concurrency,
    "GetFunctionConfiguration": functions.get_function_configuration,
    "GetFunctionEventInvokeConfig": async_invoke.get_function_event_invoke_config,
    "GetFunctionRecursionConfig": recursion.get,
    "GetFunctionUrlConfig": url_configs.get,
    "GetLayerVersion": layers.get_layer_version,
    "GetLayerVersionByArn": layers.get_layer_version_by_arn,
    "GetLayerVersionPolicy": layer_policies.get,
    "GetPolicy": permissions.get_policy,
    "GetProvisionedConcurrencyConfig": provisioned.get,
    "GetRuntimeManagementConfig": runtime_management.get,
    "Invoke": invoke.invoke,
    "InvokeAsync": invoke_variants.invoke_async,
    "InvokeWithResponseStream": invoke_variants.invoke_with_response_stream,
    "ListAliases": versions_aliases.list_aliases,
    "ListCodeSigningConfigs": code_signing.list_configs,
    "ListEventSourceMappings": mappings.list_event_source_mappings,
    "ListFunctionEventInvokeConfigs": async_invoke.list_function_event_invoke_configs,
    "ListFunctionUrlConfigs": url_configs.list_configs,
    "ListFunctions": functions.list_functions,
    "ListFunctionsByCodeSigningConfig": code_signing.list_functions,
    "ListLayerVersions": layers.list_layer_versions,
    "ListLayers": layers.list_layers,
    "ListProvisionedConcurrencyConfigs": provisioned.list_configs,
    "ListTags": functions.list_tags,
    "ListVersionsByFunction": versions_aliases.list_versions_by_function,
    "PublishLayerVersion": layers.publish_layer_version,
    "PublishVersion": versions_aliases.publish_version,
    "PutFunctionCodeSigningConfig": code_signing.put_function,
    "PutFunctionConcurrency": functions.put_function_concurrency,
    "PutFunctionEventInvokeConfig": async_invoke.put_function_event_invoke_config,
    "PutFunctionRecursionConfig": recursion.put,
    "PutProvisionedConcurrencyConfig": provisioned.put,
    "PutRuntimeManagementConfig": runtime_management.put,
    "RemoveLayerVersionPermission": layer_policies.remove,
    "RemovePermission": permissions.remove_permission,
    "TagResource": functions.tag_resource,
    "UntagResource": functions.untag_resource,
    "UpdateAlias": versions_aliases.update_alias,
    "UpdateCodeSigningConfig": code_signing.update,
    "UpdateEventSourceMapping": mappings.update_event_source_mapping,
    "UpdateFunctionCode": functions.update_function_code,
    "UpdateFunctionConfiguration": functions.update_function_configuration,
    "UpdateFunctionEventInvokeConfig": async_invoke.update_function_event_invoke_config,
    "UpdateFunctionUrlConfig": url_configs.update,
}
