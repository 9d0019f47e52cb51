"""AppSync targets: a rule's target that runs a GraphQL mutation on an AppSync API.

The target's ARN is the API's GraphQL endpoint (``arn:aws:appsync:<region>:<account>:endpoints/graphql-api/<api
id>``), ``AppSyncParameters.GraphQLOperation`` the mutation, and what the target receives (the event, or
``Input``/``InputPath``/``InputTransformer``'s output) the operation's variables, a JSON object. As on AWS the
API is called with AWS_IAM authorization as a session of the target's ``RoleArn``, which must trust
``events.amazonaws.com`` and allow ``appsync:GraphQL`` on the mutation's field; the API must accept AWS_IAM
(its default or an additional mode). A GraphQL error in the answer fails the delivery (retried, dead-lettered
and counted like any failed delivery), with the first error's ``errorType`` as its code.
"""

from __future__ import annotations

from typing import Any

from labcloud.errors import AwsError
from labcloud.json_document import loads
from labcloud.services.appsync.interfaces import GraphqlOperations
from labcloud.services.events import target_kinds
from labcloud.services.events.errors import validation
from labcloud.services.events.host import Caller
from labcloud.services.sts.interfaces import RoleSessions

SERVICE = "events.amazonaws.com"


def check(target: Any) -> None:
    """PutTargets' checks of an AppSync target's AppSyncParameters (ValidationException)."""
    target_id = target["Id"]
    parameters = target.get("AppSyncParameters")
    operation = (parameters or {}).get("GraphQLOperation")
    if not operation:
        raise validation(f"Parameter(s) AppSyncParameters must be specified for target: {target_id}.")
    problem = operation_problem(str(operation))
    if problem:
        raise validation(f"Parameter GraphQLOperation is not valid. Reason: {problem}")


def operation_problem(operation: str) -> str:
    """Why ``operation`` is not one GraphQL mutation ("" when it is)."""
    # graphql-core only when an AppSync target is put, not when EventBridge is built
    from graphql import GraphQLError, OperationDefinitionNode, OperationType, parse

    try:
        document = parse(operation)
    except GraphQLError as error:
        return f"the operation is not valid GraphQL ({error.message})."
    operations = [d for d in document.definitions if isinstance(d, OperationDefinitionNode)]
    if len(operations) != 1:
        return "the document must hold exactly one operation."
    if operations[0].operation != OperationType.MUTATION:
        return "only a mutation operation is supported."
    return ""


async def deliver(services: Caller, target: dict[str, Any], payload: str, account_id: str) -> dict[str, str]:
    arn = target_kinds.parse(str(target["Arn"]))
    assert arn is not None and arn.service == "appsync"
    try:
        variables = loads(payload)
    except ValueError:
        variables = None
    if not isinstance(variables, dict):
        raise AwsError(
            "ValidationException",
            f"The input of target {target['Id']} is not a JSON object (the GraphQL operation's variables).",
            status=400,
        )
    role_arn = str(target.get("RoleArn") or "")
    sessions = services.interface(RoleSessions)
    if sessions is None or not sessions.trusts_service(role_arn, SERVICE):
        raise AwsError(
            "AccessDeniedException",
            f"EventBridge cannot assume role {role_arn}: its trust policy must allow {SERVICE}.",
            status=400,
        )
    graphql = services.interface(GraphqlOperations)
    if graphql is None:
        raise AwsError("ResourceNotFoundException", "labcloud's AppSync is not running.", status=400)
    document = await graphql.execute_as(
        arn.graphql_api_id,
        arn.account_id,
        sessions.role_principal(role_arn, "EventBridge"),
        str((target.get("AppSyncParameters") or {})["GraphQLOperation"]),
        variables,
    )
    errors = document.get("errors") or []
    if errors:
        first = errors[0]
        raise AwsError(
            str(first.get("errorType") or "GraphQLError"), str(first.get("message") or ""), status=400
        )
    return {"graphql_api_id": arn.graphql_api_id}
