"""Which IAM action and resource ARN each operation of labcloud's services is authorized as.

``requests_for(ctx, params)`` answers a list of ``(action, resource)`` pairs: most operations
are one ``{prefix}:{Operation}`` on one ARN built from the parameters; batch and transaction
operations name every table they touch; ``CreateFunction`` also needs ``iam:PassRole``.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from labcloud.context import RequestContext

Request = tuple[str, str]
Params = dict[str, Any]

#: Operations whose IAM action is not ``{prefix}:{Operation}``.
_ACTION_NAMES: dict[tuple[str, str], str] = {
    ("sqs", "DeleteMessageBatch"): "sqs:DeleteMessage",
    ("sqs", "SendMessageBatch"): "sqs:SendMessage",
    ("sqs", "ChangeMessageVisibilityBatch"): "sqs:ChangeMessageVisibility",
    ("lambda", "Invoke"): "lambda:InvokeFunction",
    ("lambda", "InvokeWithResponseStream"): "lambda:InvokeFunction",
    ("dynamodb", "TransactGetItems"): "dynamodb:GetItem",
    ("s3", "WriteGetObjectResponse"): "s3-object-lambda:WriteGetObjectResponse",
}

#: Operations that act on no particular resource (``Resource: "*"``).
_UNSCOPED = frozenset(
    {
        ("dynamodb", "ListTables"),
        ("dynamodb", "DescribeLimits"),
        ("dynamodb", "DescribeEndpoints"),
        ("dynamodb", "ListBackups"),
        ("dynamodb", "ListGlobalTables"),
        ("dynamodb", "ListExports"),
        ("dynamodb", "ListImports"),
        ("dynamodb", "ListContributorInsights"),
        ("sqs", "ListQueues"),
        ("sqs", "CancelMessageMoveTask"),
        ("lambda", "ListFunctions"),
        ("lambda", "GetAccountSettings"),
        ("lambda", "ListEventSourceMappings"),
        ("lambda", "CreateEventSourceMapping"),
        ("lambda", "ListLayers"),
        ("lambda", "ListCodeSigningConfigs"),
        ("logs", "DescribeLogGroups"),
        ("logs", "DescribeQueries"),
        ("logs", "DescribeQueryDefinitions"),
        ("logs", "DescribeResourcePolicies"),
        ("logs", "DescribeDestinations"),
        ("logs", "DescribeExportTasks"),
        ("logs", "GetQueryResults"),
        ("logs", "StopQuery"),
        ("logs", "PutQueryDefinition"),
        ("logs", "ListLogGroups"),
        ("iam", "GetAccountSummary"),
        ("sts", "GetSessionToken"),
        ("sts", "GetCallerIdentity"),
        ("sts", "DecodeAuthorizationMessage"),
        ("sts", "GetAccessKeyInfo"),
        ("ssm", "DescribeParameters"),
        ("s3", "WriteGetObjectResponse"),
    }
)

_PREFIX = {
    "dynamodb": "dynamodb",
    "sqs": "sqs",
    "lambda": "lambda",
    "logs": "logs",
    "iam": "iam",
    "sts": "sts",
    "dynamodbstreams": "dynamodb",
    "cloudwatch": "cloudwatch",
    "s3": "s3",
    "s3control": "s3",
    "stepfunctions": "states",
}


def action_name(service: str, operation: str) -> str:
    name = _ACTION_NAMES.get((service, operation))
    if name is not None:
        return name
    return f"{_PREFIX.get(service, service)}:{operation}"


def requests_for(ctx: RequestContext, params: Params) -> list[Request]:
    """The (action, resource) pairs one call needs to be allowed."""
    service, operation = ctx.service, ctx.operation
    action = action_name(service, operation)
    if (service, operation) in _UNSCOPED:
        return [(action, "*")]
    builder = _BUILDERS.get(service)
    if builder is None:
        return [(action, "*")]
    return builder(ctx, params, action)


# ---------------------------------------------------------------------- DynamoDB


def table_arn(ctx: RequestContext, name: str) -> str:
    if name.startswith("arn:"):
        return name
    return f"arn:aws:dynamodb:{ctx.region}:{ctx.account_id}:table/{name}"


_TRANSACT_ACTIONS = {
    "Put": "dynamodb:PutItem",
    "Update": "dynamodb:UpdateItem",
    "Delete": "dynamodb:DeleteItem",
    "ConditionCheck": "dynamodb:ConditionCheckItem",
    "Get": "dynamodb:GetItem",
}


def _dynamodb(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    op = ctx.operation
    if op in ("BatchGetItem", "BatchWriteItem"):
        return [(action, table_arn(ctx, name)) for name in (params.get("RequestItems") or {})] or [
            (action, "*")
        ]
    if op in ("TransactWriteItems", "TransactGetItems"):
        out: list[Request] = []
        for item in params.get("TransactItems") or []:
            for kind, body in item.items():
                pair = (_TRANSACT_ACTIONS.get(kind, action), table_arn(ctx, body.get("TableName", "")))
                if pair not in out:
                    out.append(pair)
        return out or [(action, "*")]
    if op in ("ExecuteStatement", "BatchExecuteStatement", "ExecuteTransaction"):
        return _partiql(ctx, params)
    if op == "RestoreTableToPointInTime":  # acts on the source table
        source = params.get("SourceTableArn") or params.get("SourceTableName")
        return [(action, table_arn(ctx, str(source)) if source else "*")]
    if op == "UpdateTable" and params.get("ReplicaUpdates"):
        return _replica_updates(ctx, params, action)
    if params.get("GlobalTableName"):  # version 2017.11.29 global tables
        return [(action, f"arn:aws:dynamodb::{ctx.account_id}:global-table/{params['GlobalTableName']}")]
    table = params.get("TableName")
    if table:
        arn = table_arn(ctx, table)
        index = params.get("IndexName")
        return [(action, f"{arn}/index/{index}" if index else arn)]
    for key in ("ResourceArn", "StreamArn", "BackupArn", "TableArn", "ExportArn", "ImportArn"):
        if params.get(key):
            return [(action, str(params[key]))]
    return [(action, "*")]


_REPLICA_ACTIONS = {"Create": "dynamodb:CreateTableReplica", "Delete": "dynamodb:DeleteTableReplica"}


def _replica_updates(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """UpdateTable's ReplicaUpdates: UpdateTable on the table, and Create/DeleteTableReplica on the table
    and on its replica's ARN in the other region (as AWS authorizes adding and removing replicas)."""
    arn = table_arn(ctx, str(params["TableName"]))
    name = arn.split(":table/", 1)[1]
    out: list[Request] = [(action, arn)]
    for update in params.get("ReplicaUpdates") or []:
        for kind, body in update.items():
            replica_action = _REPLICA_ACTIONS.get(kind)
            if replica_action is None or not isinstance(body, dict):
                continue
            replica = f"arn:aws:dynamodb:{body.get('RegionName', '')}:{ctx.account_id}:table/{name}"
            for pair in ((replica_action, arn), (replica_action, replica)):
                if pair not in out:
                    out.append(pair)
    return out


def _partiql(ctx: RequestContext, params: Params) -> list[Request]:
    """PartiQL statements need dynamodb:PartiQLSelect/Insert/Update/Delete on the tables they name."""
    entries = params.get("Statements") or params.get("TransactStatements") or [params]
    out: list[Request] = []
    from labcloud.services.dynamodb.partiql.parser import statement_target  # Lark: loaded on first use

    for entry in entries:
        target = statement_target(str(entry.get("Statement") or ""))
        if target is None:
            continue
        action, table, index = target
        arn = table_arn(ctx, table)
        pair = (action, f"{arn}/index/{index}" if index else arn)
        if pair not in out:
            out.append(pair)
    return out


def _dynamodbstreams(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """Stream operations act on the stream (a shard iterator starts with its stream's ARN, as on AWS)."""
    arn = params.get("StreamArn") or str(params.get("ShardIterator") or "").partition("|")[0]
    if arn.startswith("arn:"):
        return [(action, arn)]
    table = params.get("TableName")
    if table:
        return [(action, f"{table_arn(ctx, table)}/stream/*")]
    return [(action, "*")]


# ---------------------------------------------------------------------- SQS


def queue_arn_from_url(ctx: RequestContext, url: str) -> str:
    """``.../ACCOUNT/NAME`` → ``arn:aws:sqs:REGION:ACCOUNT:NAME`` (the region from the host when it says)."""
    parts = urlsplit(url)
    segments = [s for s in parts.path.split("/") if s]
    region = ctx.region
    host = parts.hostname or ""
    if host.startswith("sqs.") and host.count(".") >= 3:
        region = host.split(".")[1]
    if len(segments) >= 2:
        return f"arn:aws:sqs:{region}:{segments[-2]}:{segments[-1]}"
    name = segments[-1] if segments else url
    return f"arn:aws:sqs:{region}:{ctx.account_id}:{name}"


def _sqs(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    url = params.get("QueueUrl")
    if url:
        return [(action, queue_arn_from_url(ctx, url))]
    name = params.get("QueueName")
    if name:
        account = params.get("QueueOwnerAWSAccountId") or ctx.account_id
        return [(action, f"arn:aws:sqs:{ctx.region}:{account}:{name}")]
    if params.get("SourceArn"):
        return [(action, str(params["SourceArn"]))]
    return [(action, "*")]


# ---------------------------------------------------------------------- Lambda


def function_arn(ctx: RequestContext, name: str, qualifier: str | None = None) -> str:
    """A function ARN from a name, partial ARN (``ACCOUNT:function:NAME``) or full ARN (qualified or not)."""
    account, region = ctx.account_id, ctx.region
    if name.startswith("arn:"):
        parts = name.split(":")
        region, account = parts[3] or region, parts[4] or account
        rest = parts[6:]
    elif ":function:" in name:
        account, _, tail = name.partition(":function:")
        rest = tail.split(":")
    else:
        rest = name.split(":")
    base = f"arn:aws:lambda:{region}:{account}:function:{rest[0]}"
    qual = qualifier or (rest[1] if len(rest) > 1 else None)
    return f"{base}:{qual}" if qual else base


def _lambda(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    op = ctx.operation
    if op in ("GetEventSourceMapping", "UpdateEventSourceMapping", "DeleteEventSourceMapping"):
        return [
            (
                action,
                f"arn:aws:lambda:{ctx.region}:{ctx.account_id}:event-source-mapping:{params.get('UUID')}",
            )
        ]
    if params.get("DurableExecutionArn"):
        return [(action, str(params["DurableExecutionArn"]))]
    name = params.get("FunctionName")
    if name:
        out = [(action, function_arn(ctx, name, params.get("Qualifier")))]
        role = params.get("Role")
        if op in ("CreateFunction", "UpdateFunctionConfiguration") and role:
            out.append(("iam:PassRole", str(role)))
        return out
    if params.get("Resource"):
        return [(action, str(params["Resource"]))]
    return [(action, "*")]


# ---------------------------------------------------------------------- CloudWatch Logs

_STREAM_OPERATIONS = frozenset({"CreateLogStream", "PutLogEvents", "DeleteLogStream", "GetLogEvents"})


def log_group_arn(ctx: RequestContext, group: str) -> str:
    if group.startswith("arn:"):
        return group if group.endswith(":*") else group + ":*"
    return f"arn:aws:logs:{ctx.region}:{ctx.account_id}:log-group:{group}:*"


def _logs(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    group = params.get("logGroupName") or params.get("logGroupIdentifier")
    if group and params.get("unmask") and ctx.operation in ("GetLogEvents", "FilterLogEvents"):
        # Reading events unmasked also needs logs:Unmask on the group.
        return [*_logs(ctx, {**params, "unmask": False}, action), ("logs:Unmask", log_group_arn(ctx, group))]
    if group:
        stream = params.get("logStreamName")
        if ctx.operation in _STREAM_OPERATIONS and stream:
            base = log_group_arn(ctx, group)[:-2]
            return [(action, f"{base}:log-stream:{stream}")]
        return [(action, log_group_arn(ctx, group))]
    for key in ("resourceArn", "destinationName"):
        if params.get(key):
            return [(action, str(params[key]))]
    return [(action, "*")]


# ---------------------------------------------------------------------- IAM and STS


#: IAM's list operations name the resource type's root (``arn:aws:iam::ACCOUNT:role/``).
_IAM_LISTS = {"ListRoles": "role/", "ListUsers": "user/", "ListPolicies": "policy/"}


def _iam(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    account = ctx.account_id
    if params.get("RoleName"):
        return [(action, f"arn:aws:iam::{account}:role/{params['RoleName']}")]
    if params.get("UserName"):
        return [(action, f"arn:aws:iam::{account}:user/{params['UserName']}")]
    if ctx.operation in (
        "GetUser",
        "CreateAccessKey",
        "ListAccessKeys",
        "DeleteAccessKey",
        "UpdateAccessKey",
    ):
        return [(action, ctx.principal.arn)]
    if params.get("PolicyArn"):
        return [(action, str(params["PolicyArn"]))]
    if params.get("ServerCertificateName"):  # the path is known on upload only; otherwise the root path
        name = f"{params.get('Path') or '/'}{params['ServerCertificateName']}"
        return [(action, f"arn:aws:iam::{account}:server-certificate{name}")]
    if ctx.operation == "CreatePolicy":
        return [
            (action, f"arn:aws:iam::{account}:policy{params.get('Path') or '/'}{params.get('PolicyName')}")
        ]
    listed = _IAM_LISTS.get(ctx.operation)
    if listed is not None:
        return [(action, f"arn:aws:iam::{account}:{listed}")]
    if params.get("PolicySourceArn"):
        return [(action, str(params["PolicySourceArn"]))]
    return [(action, "*")]


def _sts(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    if params.get("RoleArn"):
        requests = [(action, str(params["RoleArn"]))]
        if params.get("Tags") or params.get("TransitiveTagKeys"):
            requests.append(("sts:TagSession", str(params["RoleArn"])))
        return requests
    if ctx.operation == "GetFederationToken":
        return [(action, f"arn:aws:sts::{ctx.account_id}:federated-user/{params.get('Name')}")]
    return [(action, "*")]


# ---------------------------------------------------------------------- S3

#: S3 operations authorized as another action (on the object unless listed in _S3_BUCKET_LEVEL).
_S3_ACTIONS = {
    "HeadObject": "s3:GetObject",
    "CreateMultipartUpload": "s3:PutObject",
    "UploadPart": "s3:PutObject",
    "CompleteMultipartUpload": "s3:PutObject",
    "ListParts": "s3:ListMultipartUploadParts",
    "ListObjects": "s3:ListBucket",
    "ListObjectsV2": "s3:ListBucket",
    "HeadBucket": "s3:ListBucket",
    "ListMultipartUploads": "s3:ListBucketMultipartUploads",
    "ListBuckets": "s3:ListAllMyBuckets",
    "PutBucketNotificationConfiguration": "s3:PutBucketNotification",
    "GetBucketNotificationConfiguration": "s3:GetBucketNotification",
    "DeleteObjects": "s3:DeleteObject",
    "CopyObject": "s3:PutObject",
    "UploadPartCopy": "s3:PutObject",
    "PutBucketEncryption": "s3:PutEncryptionConfiguration",
    "GetBucketEncryption": "s3:GetEncryptionConfiguration",
    "DeleteBucketEncryption": "s3:PutEncryptionConfiguration",
    "DeleteBucketTagging": "s3:PutBucketTagging",
    "PutBucketCors": "s3:PutBucketCORS",
    "GetBucketCors": "s3:GetBucketCORS",
    "DeleteBucketCors": "s3:PutBucketCORS",
    "PutPublicAccessBlock": "s3:PutBucketPublicAccessBlock",
    "GetPublicAccessBlock": "s3:GetBucketPublicAccessBlock",
    "DeletePublicAccessBlock": "s3:PutBucketPublicAccessBlock",
    "DeleteBucketOwnershipControls": "s3:PutBucketOwnershipControls",
    "ListObjectVersions": "s3:ListBucketVersions",
    "PutBucketLifecycleConfiguration": "s3:PutLifecycleConfiguration",
    "GetBucketLifecycleConfiguration": "s3:GetLifecycleConfiguration",
    "DeleteBucketLifecycle": "s3:PutLifecycleConfiguration",
    "PutObjectLockConfiguration": "s3:PutBucketObjectLockConfiguration",
    "GetObjectLockConfiguration": "s3:GetBucketObjectLockConfiguration",
    "PutBucketReplication": "s3:PutReplicationConfiguration",
    "GetBucketReplication": "s3:GetReplicationConfiguration",
    "DeleteBucketReplication": "s3:PutReplicationConfiguration",
    "PutBucketMetricsConfiguration": "s3:PutMetricsConfiguration",
    "GetBucketMetricsConfiguration": "s3:GetMetricsConfiguration",
    "ListBucketMetricsConfigurations": "s3:GetMetricsConfiguration",
    "DeleteBucketMetricsConfiguration": "s3:PutMetricsConfiguration",
}
#: S3 object actions naming one version (``versionId``) are authorized as the version action.
_S3_VERSION_ACTIONS = {"s3:GetObject": "s3:GetObjectVersion", "s3:DeleteObject": "s3:DeleteObjectVersion"}
_S3_OBJECT_LEVEL = frozenset(
    {
        "GetObject",
        "HeadObject",
        "PutObject",
        "DeleteObject",
        "CopyObject",
        "CreateMultipartUpload",
        "UploadPart",
        "CompleteMultipartUpload",
        "AbortMultipartUpload",
        "ListParts",
        "UploadPartCopy",
        "GetObjectAcl",
        "PutObjectAcl",
        "PutObjectRetention",
        "GetObjectRetention",
        "PutObjectLegalHold",
        "GetObjectLegalHold",
    }
)


#: Object Lock request members and the actions they also need (on the object, or the bucket at creation).
_S3_LOCK_MEMBERS = {
    "BypassGovernanceRetention": "s3:BypassGovernanceRetention",
    "ObjectLockMode": "s3:PutObjectRetention",
    "ObjectLockLegalHoldStatus": "s3:PutObjectLegalHold",
    "ObjectLockEnabledForBucket": "s3:PutBucketObjectLockConfiguration",
}


def _s3_object_lock(params: Params, bucket: str) -> list[Request]:
    out: list[Request] = []
    for member, extra in _S3_LOCK_MEMBERS.items():
        if not params.get(member):
            continue
        if member == "ObjectLockEnabledForBucket":
            out += [(extra, f"arn:aws:s3:::{bucket}"), ("s3:PutBucketVersioning", f"arn:aws:s3:::{bucket}")]
        elif "Key" in params:
            out.append((extra, f"arn:aws:s3:::{bucket}/{params['Key']}"))
        else:  # DeleteObjects: the bypass on each object named
            keys = [o["Key"] for o in (params.get("Delete") or {}).get("Objects") or [] if o.get("Key")]
            out += [(extra, f"arn:aws:s3:::{bucket}/{k}") for k in dict.fromkeys(keys)]
    return out


def _s3(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    op = ctx.operation
    action = _S3_ACTIONS.get(op, action)
    if op == "ListBuckets":
        return [(action, "*")]
    bucket = params.get("Bucket") or "*"
    locks = _s3_object_lock(params, bucket)
    if locks:
        return [*_s3(ctx, {k: v for k, v in params.items() if k not in _S3_LOCK_MEMBERS}, action), *locks]
    if op == "DeleteObjects":
        items = [o for o in (params.get("Delete") or {}).get("Objects") or [] if o.get("Key")]
        wanted = [(_S3_VERSION_ACTIONS[action] if o.get("VersionId") else action, o["Key"]) for o in items]
        return [(a, f"arn:aws:s3:::{bucket}/{k}") for a, k in dict.fromkeys(wanted)] or [
            (action, f"arn:aws:s3:::{bucket}")
        ]
    if op in _S3_OBJECT_LEVEL:
        if params.get("VersionId"):
            action = _S3_VERSION_ACTIONS.get(action, action)
        out = [(action, f"arn:aws:s3:::{bucket}/{params.get('Key', '')}")]
        source = params.get("CopySource")
        if op in ("CopyObject", "UploadPartCopy") and isinstance(source, str):
            from urllib.parse import unquote

            read = "s3:GetObjectVersion" if "versionId=" in source else "s3:GetObject"
            out.append((read, "arn:aws:s3:::" + unquote(source.split("?", 1)[0]).lstrip("/")))
        return out
    return [(action, f"arn:aws:s3:::{bucket}")]


def _apigateway(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """API Gateway's actions are the HTTP verbs (``apigateway:GET``...) on ``arn:aws:apigateway:<region>::<path>``."""
    op = ctx.operation
    verbs = (("Get", "GET"), ("Create", "POST"), ("Import", "POST"), ("Put", "PUT"), ("Update", "PATCH"))
    verb = next(
        (v for prefix, v in verbs if op.startswith(prefix)), "DELETE" if op.startswith("Delete") else "POST"
    )
    if op in ("TagResource", "UntagResource", "GetTags"):
        verb = {"TagResource": "PUT", "UntagResource": "DELETE"}.get(op, "GET")
        return [
            (f"apigateway:{verb}", f"arn:aws:apigateway:{ctx.region}::/tags/{params.get('resourceArn', '')}")
        ]
    path = "/restapis"
    for member, segment in (
        ("restApiId", ""),
        ("resourceId", "resources"),
        ("httpMethod", "methods"),
        ("deploymentId", "deployments"),
        ("stageName", "stages"),
        ("authorizerId", "authorizers"),
        ("requestValidatorId", "requestvalidators"),
        ("modelName", "models"),
        ("responseType", "gatewayresponses"),
        ("documentationPartId", "documentation/parts"),
        ("documentationVersion", "documentation/versions"),
    ):
        if params.get(member) and not (member == "stageName" and op == "CreateDeployment"):
            path += f"/{segment}/{params[member]}" if segment else f"/{params[member]}"
    if "ApiKey" in op:  # account-level parts: /apikeys/<id>, /usageplans/<id>/keys/<key id>
        path = "/apikeys" + (f"/{params['apiKey']}" if params.get("apiKey") else "")
    elif "UsagePlan" in op or op == "GetUsage":
        path = "/usageplans" + (f"/{params['usagePlanId']}" if params.get("usagePlanId") else "")
        path += f"/keys/{params['keyId']}" if params.get("keyId") and "Key" in op else ""
    elif "VpcLink" in op:  # /vpclinks/<id>
        path = "/vpclinks" + (f"/{params['vpcLinkId']}" if params.get("vpcLinkId") else "")
    elif "ClientCertificate" in op:  # /clientcertificates/<id>
        certificate = params.get("clientCertificateId")
        path = "/clientcertificates" + (f"/{certificate}" if certificate else "")
    return [(f"apigateway:{verb}", f"arn:aws:apigateway:{ctx.region}::{path}")]


# ---------------------------------------------------------------------- SSM Parameter Store


def parameter_arn(ctx: RequestContext, given: str) -> str:
    """A parameter's ARN from a name or ARN (a ``:version``/``:label`` selector dropped); the leading slash
    of a path is not doubled: ``/a/b`` → ``arn:aws:ssm:REGION:ACCOUNT:parameter/a/b``; AWS's public
    ``/aws/...`` parameters have no account in theirs."""
    if given.startswith("arn:"):
        head, _, name = given.partition(":parameter/")
        return f"{head}:parameter/{name.split(':', 1)[0]}"
    name = given.split(":", 1)[0]
    account = "" if name.startswith("/aws/") else ctx.account_id  # AWS's public parameters: no account
    return f"arn:aws:ssm:{ctx.region}:{account}:parameter/{name.lstrip('/')}"


def _ssm(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    if "Document" in ctx.operation or params.get("ResourceType") == "Document":
        return _ssm_document(ctx, params, action)
    if "Association" in ctx.operation or "MaintenanceWindow" in ctx.operation:
        return _ssm_instance_work(ctx, params, action)
    if params.get("ResourceType") in ("Association", "MaintenanceWindow"):
        kind = "association" if params["ResourceType"] == "Association" else "maintenancewindow"
        return [(action, f"arn:aws:ssm:{ctx.region}:{ctx.account_id}:{kind}/{params.get('ResourceId')}")]
    if ctx.operation in ("GetParameters", "DeleteParameters"):
        return [(action, parameter_arn(ctx, n)) for n in params.get("Names") or []] or [(action, "*")]
    if ctx.operation == "GetParametersByPath":
        return [(action, parameter_arn(ctx, str(params.get("Path") or "/")))]
    if "ResourceId" in params:
        if params.get("ResourceType") != "Parameter":
            return [(action, "*")]
        return [(action, parameter_arn(ctx, str(params["ResourceId"])))]
    out = [(action, parameter_arn(ctx, str(params.get("Name") or "")))]
    if ctx.operation == "PutParameter" and params.get("Tags"):
        out.append(("ssm:AddTagsToResource", out[0][1]))
    return out


def _ssm_document(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """SSM documents: ``arn:aws:ssm:REGION:ACCOUNT:document/NAME`` (a shared one named by its ARN)."""
    if ctx.operation == "ListDocuments":
        return [(action, "*")]
    name = str(params.get("Name") or params.get("ResourceId") or "")
    arn = name if name.startswith("arn:") else f"arn:aws:ssm:{ctx.region}:{ctx.account_id}:document/{name}"
    out = [(action, arn)]
    if ctx.operation == "CreateDocument" and params.get("Tags"):
        out.append(("ssm:AddTagsToResource", arn))
    return out


def _ssm_instance_work(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """Associations (``association/ID``; creating one is authorized on its document) and maintenance
    windows (``maintenancewindow/mw-...``; a new one, and the listings, on ``*``)."""
    base = f"arn:aws:ssm:{ctx.region}:{ctx.account_id}"
    if ctx.operation == "CreateAssociation":
        name = str(params.get("Name") or "")
        out = [(action, name if name.startswith("arn:") else f"{base}:document/{name}")]
        if params.get("Tags"):
            out.append(("ssm:AddTagsToResource", f"{base}:association/*"))
        return out
    if params.get("AssociationId"):
        return [(action, f"{base}:association/{params['AssociationId']}")]
    if params.get("WindowId"):
        return [(action, f"{base}:maintenancewindow/{params['WindowId']}")]
    out = [(action, "*")]
    if ctx.operation == "CreateMaintenanceWindow" and params.get("Tags"):
        out.append(("ssm:AddTagsToResource", f"{base}:maintenancewindow/*"))
    return out


# ---------------------------------------------------------------------- KMS

#: KMS operations on no particular key.
_KMS_UNSCOPED = frozenset({"CreateKey", "ListKeys", "ListAliases", "GenerateRandom", "ListRetirableGrants"})


def _kms(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """The key ARN(s) KMS's validator resolved (aliases and ciphertexts name keys), else the KeyId as given."""
    if ctx.operation in _KMS_UNSCOPED:
        return [(action, "*")]
    resolved = ctx.extra.get("kms:resources")
    if resolved:
        return [(f"kms:{operation}", arn) for operation, arn in resolved]
    key = params.get("KeyId") or params.get("TargetKeyId") or params.get("DestinationKeyId")
    if not isinstance(key, str):
        return [(action, "*")]
    if key.startswith("arn:"):
        return [(action, key)]
    if key.startswith("alias/"):
        return [(action, f"arn:aws:kms:{ctx.region}:{ctx.account_id}:{key}")]
    return [(action, f"arn:aws:kms:{ctx.region}:{ctx.account_id}:key/{key}")]


# ---------------------------------------------------------------------- Secrets Manager

_SECRETS_UNSCOPED = frozenset({"ListSecrets", "GetRandomPassword", "BatchGetSecretValue"})


def _secretsmanager(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """The secret's ARN (Secrets Manager's validator resolved names and partial ARNs), else as given."""
    if ctx.operation in _SECRETS_UNSCOPED:
        return [(action, "*")]
    resolved = ctx.extra.get("secretsmanager:arn")
    if resolved:
        return [(action, resolved)]
    name = params.get("SecretId") or params.get("Name")
    if not isinstance(name, str):
        return [(action, "*")]
    if name.startswith("arn:"):
        return [(action, name)]
    return [(action, f"arn:aws:secretsmanager:{ctx.region}:{ctx.account_id}:secret:{name}")]


# ---------------------------------------------------------------------- Step Functions


def _stepfunctions(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    op = ctx.operation
    if op == "CreateStateMachine":
        arn = f"arn:aws:states:{ctx.region}:{ctx.account_id}:stateMachine:{params.get('name', '')}"
        created = [(action, arn), ("iam:PassRole", str(params.get("roleArn", "")))]
        return created + ([("states:PublishStateMachineVersion", arn)] if params.get("publish") else [])
    if op == "CreateActivity":
        return [(action, f"arn:aws:states:{ctx.region}:{ctx.account_id}:activity:{params.get('name', '')}")]
    if op == "CreateStateMachineAlias":  # the alias ARN: its machine (from a routed version) and name
        routed = (params.get("routingConfiguration") or [{}])[0].get("stateMachineVersionArn", "")
        return [(action, f"{str(routed).rsplit(':', 1)[0]}:{params.get('name', '')}" if routed else "*")]
    named = (
        params.get("executionArn")
        or params.get("stateMachineArn")
        or params.get("resourceArn")
        or params.get("stateMachineVersionArn")
        or params.get("stateMachineAliasArn")
        or params.get("activityArn")
    )
    out = [(action, str(named) if named else "*")]
    if op == "UpdateStateMachine" and params.get("publish"):
        out.append(("states:PublishStateMachineVersion", str(named or "*")))
    if op in ("UpdateStateMachine", "TestState") and params.get("roleArn"):
        out.append(("iam:PassRole", str(params["roleArn"])))
    if op == "TestState" and params.get("revealSecrets"):
        out.append(("states:RevealSecrets", "*"))
    return out


# ---------------------------------------------------------------------- EventBridge

_EVENTS_RULE_OPS = frozenset(
    {
        "PutRule",
        "DescribeRule",
        "DeleteRule",
        "EnableRule",
        "DisableRule",
        "PutTargets",
        "RemoveTargets",
        "ListTargetsByRule",
    }
)


def events_bus_arn(ctx: RequestContext, bus: str | None) -> str:
    if bus and bus.startswith("arn:"):
        return bus
    return f"arn:aws:events:{ctx.region}:{ctx.account_id}:event-bus/{bus or 'default'}"


def _events(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    op = ctx.operation
    if op in _EVENTS_RULE_OPS:
        bus = params.get("EventBusName") or "default"
        bus = bus.rsplit("/", 1)[-1] if bus.startswith("arn:") else bus
        name = params.get("Name") or params.get("Rule") or ""
        path = name if bus == "default" else f"{bus}/{name}"
        return [(action, f"arn:aws:events:{ctx.region}:{ctx.account_id}:rule/{path}")]
    if op in ("CreateEventBus", "DescribeEventBus", "DeleteEventBus"):
        return [(action, events_bus_arn(ctx, params.get("Name")))]
    if op in ("PutPermission", "RemovePermission"):
        return [(action, events_bus_arn(ctx, params.get("EventBusName")))]
    if op == "PutEvents":
        buses = [events_bus_arn(ctx, e.get("EventBusName")) for e in params.get("Entries") or []]
        return [(action, arn) for arn in dict.fromkeys(buses)] or [(action, events_bus_arn(ctx, None))]
    if op in ("TagResource", "UntagResource", "ListTagsForResource"):
        return [(action, params.get("ResourceARN") or "*")]
    if params.get("ArchiveName"):
        return [(action, f"arn:aws:events:{ctx.region}:{ctx.account_id}:archive/{params['ArchiveName']}")]
    if params.get("ReplayName"):
        return [(action, f"arn:aws:events:{ctx.region}:{ctx.account_id}:replay/{params['ReplayName']}")]
    if op in ("CreateEndpoint", "DescribeEndpoint", "UpdateEndpoint", "DeleteEndpoint"):
        return [(action, f"arn:aws:events:{ctx.region}:{ctx.account_id}:endpoint/{params.get('Name', '')}")]
    return [(action, "*")]


_BUILDERS: dict[str, Callable[[RequestContext, Params, str], list[Request]]] = {
    "dynamodb": _dynamodb,
    "sqs": _sqs,
    "lambda": _lambda,
    "logs": _logs,
    "iam": _iam,
    "sts": _sts,
    "dynamodbstreams": _dynamodbstreams,
    "s3": _s3,
    "apigateway": _apigateway,
    "ssm": _ssm,
    "kms": _kms,
    "secretsmanager": _secretsmanager,
    "stepfunctions": _stepfunctions,
    "events": _events,
}


def _kinesis(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """Stream operations act on the stream: its ARN, its name, or the ARN a shard iterator carries."""
    if ctx.operation in ("ListStreams", "DescribeLimits"):
        return [(action, "*")]
    arn = params.get("ConsumerARN") or params.get("StreamARN") or params.get("ResourceARN")
    if not arn and params.get("ShardIterator"):
        import base64
        import binascii

        try:
            arn = base64.b64decode(str(params["ShardIterator"]).encode()).decode().split("|")[1]
        except (ValueError, binascii.Error, UnicodeDecodeError, IndexError):
            arn = ""
    if arn and str(arn).startswith("arn:"):
        return [(action, str(arn))]
    name = params.get("StreamName")
    return [(action, f"arn:aws:kinesis:{ctx.region}:{ctx.account_id}:stream/{name}" if name else "*")]


_BUILDERS["kinesis"] = _kinesis
# ---------------------------------------------------------------------- SNS


def _sns(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """Topic operations act on the topic; a subscription's on its topic (AWS has no subscription resource)."""
    if ctx.operation == "PublishBatch":
        action = "sns:Publish"
    if ctx.operation in ("ListTopics", "ListSubscriptions", "ListPlatformApplications"):
        return [(action, "*")]
    if ctx.operation == "CreateTopic":
        return [(action, f"arn:aws:sns:{ctx.region}:{ctx.account_id}:{params.get('Name', '')}")]
    if ctx.operation == "CreatePlatformApplication":
        name = f"app/{params.get('Platform', '')}/{params.get('Name', '')}"
        return [(action, f"arn:aws:sns:{ctx.region}:{ctx.account_id}:{name}")]
    arn = (
        params.get("TopicArn")
        or params.get("TargetArn")
        or params.get("ResourceArn")
        or params.get("PlatformApplicationArn")
        or params.get("EndpointArn")
    )
    subscription = params.get("SubscriptionArn")
    if not arn and isinstance(subscription, str) and subscription.count(":") == 6:
        arn = subscription.rsplit(":", 1)[0]
    return [(action, arn if isinstance(arn, str) and arn else "*")]


_BUILDERS["sns"] = _sns
# ---------------------------------------------------------------------- API Gateway v2 (HTTP APIs)


def _apigatewayv2(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """Like REST APIs: HTTP verbs (``apigateway:GET``...) on ``arn:aws:apigateway:<region>::/apis/...``."""
    op = ctx.operation
    verbs = (("Get", "GET"), ("Create", "POST"), ("Update", "PATCH"), ("Delete", "DELETE"))
    verb = next((v for prefix, v in verbs if op.startswith(prefix)), "POST")
    if op in ("TagResource", "UntagResource", "GetTags"):
        verb = {"TagResource": "POST", "UntagResource": "DELETE"}.get(op, "GET")
        return [
            (f"apigateway:{verb}", f"arn:aws:apigateway:{ctx.region}::/tags/{params.get('ResourceArn', '')}")
        ]
    if "DomainName" in op or "ApiMapping" in op:  # /domainnames[/NAME[/apimappings[/ID]]]
        path = "/domainnames"
        if params.get("DomainName") and op not in ("CreateDomainName", "GetDomainNames"):
            path += f"/{params['DomainName']}"
            path += "/apimappings" if "ApiMapping" in op else ""
            path += f"/{params['ApiMappingId']}" if params.get("ApiMappingId") else ""
        return [(f"apigateway:{verb}", f"arn:aws:apigateway:{ctx.region}::{path}")]
    path = "/vpclinks" if "VpcLink" in op else "/apis"
    for member, segment in (
        ("ApiId", ""),
        ("RouteId", "routes"),
        ("IntegrationId", "integrations"),
        ("IntegrationResponseId", "integrationresponses"),
        ("ModelId", "models"),
        ("StageName", "stages"),
        ("VpcLinkId", ""),
    ):
        if params.get(member) and not (member == "StageName" and op == "CreateDeployment"):
            path += f"/{segment}/{params[member]}" if segment else f"/{params[member]}"
    path += "/template" if op == "GetModelTemplate" else ""
    return [(f"apigateway:{verb}", f"arn:aws:apigateway:{ctx.region}::{path}")]


_BUILDERS["apigatewayv2"] = _apigatewayv2
_PREFIX["apigatewayv2"] = "apigateway"
# ---------------------------------------------------------------------- EventBridge Scheduler


def _scheduler(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """A schedule operation acts on the schedule (in its group, ``default`` when none is named); a group's on the group."""
    base = f"arn:aws:scheduler:{ctx.region}:{ctx.account_id}"
    if ctx.operation in ("ListSchedules", "ListScheduleGroups"):
        return [(action, "*")]
    if ctx.operation.endswith("ScheduleGroup"):
        return [(action, f"{base}:schedule-group/{params.get('Name', '')}")]
    if ctx.operation.endswith("Schedule"):
        return [(action, f"{base}:schedule/{params.get('GroupName') or 'default'}/{params.get('Name', '')}")]
    arn = params.get("ResourceArn")
    return [(action, arn if isinstance(arn, str) and arn else "*")]


_BUILDERS["scheduler"] = _scheduler
# ---------------------------------------------------------------------- API Gateway management API


def _apigatewaymanagementapi(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """``execute-api:ManageConnections`` on ``arn:aws:execute-api:<region>:<account>:<api>/<stage>/<VERB>/@connections/{connectionId}``:
    AWS authorizes the management API on its resource path, the literal ``{connectionId}`` (the resource
    its AccessDenied messages name), so a policy on one connection's id never matches, and
    ``.../@connections/{connectionId}`` (AWS's serverless patterns) or ``.../@connections/*`` does."""
    verb = {"PostToConnection": "POST", "GetConnection": "GET", "DeleteConnection": "DELETE"}.get(
        ctx.operation, "POST"
    )
    api, stage = ctx.extra.get("execute_api_id") or "*", ctx.extra.get("execute_api_stage") or "*"
    region = ctx.extra.get("execute_api_region") or ctx.region
    resource = (
        f"arn:aws:execute-api:{region}:{ctx.account_id}:{api}/{stage}/{verb}/@connections/{{connectionId}}"
    )
    return [("execute-api:ManageConnections", resource)]


_BUILDERS["apigatewaymanagementapi"] = _apigatewaymanagementapi
_PREFIX["apigatewaymanagementapi"] = "execute-api"
# ---------------------------------------------------------------------- EC2 networking records

_EC2_RESOURCES = (
    ("NetworkAclId", "network-acl"),
    ("SubnetId", "subnet"),
    ("GroupId", "security-group"),
    ("RouteTableId", "route-table"),
    ("InternetGatewayId", "internet-gateway"),
    ("NatGatewayId", "natgateway"),
    ("AllocationId", "elastic-ip"),
    ("VpcEndpointId", "vpc-endpoint"),
    ("VpcId", "vpc"),
    ("InstanceId", "instance"),
    ("LaunchTemplateId", "launch-template"),
    ("KeyPairId", "key-pair"),
    ("KeyName", "key-pair"),
)


def _ec2(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """Describe* act on "*" (EC2 has no resource-level Describe); others on the record they name, else "*"."""
    if ctx.operation.startswith("Describe"):
        return [(action, "*")]
    instance_ids = params.get("InstanceIds")
    if isinstance(instance_ids, list) and instance_ids:
        return [(action, f"arn:aws:ec2:{ctx.region}:{ctx.account_id}:instance/{i}") for i in instance_ids]
    for member, kind in _EC2_RESOURCES:
        value = params.get(member)
        if isinstance(value, str) and value:
            return [(action, f"arn:aws:ec2:{ctx.region}:{ctx.account_id}:{kind}/{value}")]
    return [(action, "*")]


_BUILDERS["ec2"] = _ec2
# ---------------------------------------------------------------------- EventBridge Pipes


def _pipes(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """A pipe operation acts on the pipe; tags on the ARN named; ListPipes on ``*``."""
    if ctx.operation == "ListPipes":
        return [(action, "*")]
    arn = params.get("resourceArn")
    if isinstance(arn, str) and arn:
        return [(action, arn)]
    return [(action, f"arn:aws:pipes:{ctx.region}:{ctx.account_id}:pipe/{params.get('Name', '')}")]


_BUILDERS["pipes"] = _pipes
# ---------------------------------------------------------------------- SES (v1 and v2: one "ses:" prefix)

_FROM_HEADER = re.compile(rb"^From:[^\r\n]*?([^\s<>,\"]+@[^\s<>,\"]+)", re.IGNORECASE | re.MULTILINE)


def _ses_sender(params: Params) -> str:
    """The sender's address as the request names it (a raw message's From header when no Source is given)."""
    given = params.get("Source") or params.get("FromEmailAddress")
    if isinstance(given, str) and given:
        found = re.search(r"<([^<>]+)>", given)
        return found.group(1) if found else given.strip()
    content = params.get("Content") if isinstance(params.get("Content"), dict) else {}
    raw = ((content or {}).get("Raw") or params.get("RawMessage") or {}).get("Data")
    if isinstance(raw, bytes | str):
        found_raw = _FROM_HEADER.search(raw if isinstance(raw, bytes) else raw.encode())
        if found_raw:
            return found_raw.group(1).decode(errors="replace")
    return "*"


def _ses(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """Sending acts on the sender's identity (its address: ``identity/<address>``); v2's identities, templates
    and configuration sets on their ARNs (tags on the ARN named); v1's other operations on ``*``."""
    base = f"arn:aws:ses:{ctx.region}:{ctx.account_id}:"
    op = ctx.operation
    if op.startswith("Send") and op != "SendCustomVerificationEmail":
        return [(action, base + "identity/" + _ses_sender(params))]
    if ctx.service == "ses":
        return [(action, "*")]
    if isinstance(params.get("ResourceArn"), str):
        return [(action, params["ResourceArn"])]
    if isinstance(params.get("EmailIdentity"), str):
        return [(action, base + "identity/" + params["EmailIdentity"])]
    if isinstance(params.get("TemplateName"), str):
        return [(action, base + "template/" + params["TemplateName"])]
    if isinstance(params.get("ConfigurationSetName"), str):
        return [(action, base + "configuration-set/" + params["ConfigurationSetName"])]
    return [(action, "*")]


_BUILDERS["ses"] = _ses
_BUILDERS["sesv2"] = _ses
_PREFIX["sesv2"] = "ses"
# ---------------------------------------------------------------------- Firehose


def _firehose(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """A delivery stream operation acts on the stream it names; ListDeliveryStreams on ``*``."""
    if ctx.operation == "ListDeliveryStreams":
        return [(action, "*")]
    name = params.get("DeliveryStreamName", "")
    return [(action, f"arn:aws:firehose:{ctx.region}:{ctx.account_id}:deliverystream/{name}")]


_BUILDERS["firehose"] = _firehose
# ---------------------------------------------------------------------- Elastic Load Balancing v2


def _elbv2(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """``elasticloadbalancing:<Operation>`` on the ARNs named (a load balancer, target group, listener or rule;
    each of a tagging call's ``ResourceArns``); a create on the ARN pattern of what it makes; Describe* on ``*``."""
    op = ctx.operation
    if op.startswith("Describe") and op not in ("DescribeTags",):
        return [(action, "*")]
    base = f"arn:aws:elasticloadbalancing:{ctx.region}:{ctx.account_id}:"
    if op == "CreateLoadBalancer":
        short = "net" if params.get("Type") == "network" else "app"
        return [(action, f"{base}loadbalancer/{short}/{params.get('Name', '')}/*")]
    if op == "CreateTargetGroup":
        return [(action, f"{base}targetgroup/{params.get('Name', '')}/*")]
    arns = params.get("ResourceArns")
    if isinstance(arns, list) and arns:
        return [(action, str(arn)) for arn in arns]
    if op == "SetRulePriorities":
        pairs = params.get("RulePriorities") or []
        return [(action, str(p.get("RuleArn", ""))) for p in pairs if isinstance(p, dict)] or [(action, "*")]
    for member in ("RuleArn", "ListenerArn", "TargetGroupArn", "LoadBalancerArn"):
        if isinstance(params.get(member), str) and params[member]:
            return [(action, params[member])]
    return [(action, "*")]


_BUILDERS["elbv2"] = _elbv2
_PREFIX["elbv2"] = "elasticloadbalancing"
# ---------------------------------------------------------------------- Certificate Manager


def _acm(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """A certificate operation acts on the certificate ARN it names; the others (RequestCertificate,
    ImportCertificate without an ARN, listing, the account's configuration) on ``*``."""
    arn = params.get("CertificateArn")
    if isinstance(arn, str) and arn:
        return [(action, arn)]
    return [(action, "*")]


_BUILDERS["acm"] = _acm
# ---------------------------------------------------------------------- EFS


def _efs(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """An operation naming a file system or access point acts on its ARN (elasticfilesystem:...); a mount
    target's operations and the listings on ``*`` (a mount target has no ARN of its own)."""
    base = f"arn:aws:elasticfilesystem:{ctx.region}:{ctx.account_id}:"
    for member in ("ResourceId", "AccessPointId", "FileSystemId", "SourceFileSystemId"):
        value = params.get(member)
        if isinstance(value, str) and value:
            rid = value.rsplit("/", 1)[-1]
            kind = "access-point" if rid.startswith("fsap-") else "file-system"
            return [(action, f"{base}{kind}/{rid}")]
    return [(action, "*")]


_BUILDERS["efs"] = _efs
_PREFIX["efs"] = "elasticfilesystem"
# ---------------------------------------------------------------------- Cognito user pools

#: Operations a client calls without AWS credentials (the user's own tokens or password authenticate it).
COGNITO_UNSIGNED = frozenset(
    {
        "SignUp",
        "ConfirmSignUp",
        "ResendConfirmationCode",
        "InitiateAuth",
        "RespondToAuthChallenge",
        "GetUser",
        "ChangePassword",
        "GlobalSignOut",
        "RevokeToken",
        "ForgotPassword",
        "ConfirmForgotPassword",
        "GetUserAttributeVerificationCode",
        "VerifyUserAttribute",
    }
)


def _cognito_idp(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """A pool operation acts on the pool's ARN; ListUserPools and CreateUserPool on ``*``; the operations a
    user's own password or token authenticates need no IAM permission (as on AWS)."""
    if ctx.operation in COGNITO_UNSIGNED:
        return []
    pool_id = params.get("UserPoolId")
    if isinstance(pool_id, str) and pool_id:
        return [(action, f"arn:aws:cognito-idp:{ctx.region}:{ctx.account_id}:userpool/{pool_id}")]
    arn = params.get("ResourceArn")
    if isinstance(arn, str) and arn:
        return [(action, arn)]
    return [(action, "*")]


_BUILDERS["cognito-idp"] = _cognito_idp
# ---------------------------------------------------------------------- CloudWatch dashboards


def _cloudwatch(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """Dashboard operations act on the dashboards (global ARNs, no region); alarm writes on the alarms
    they name (metric and composite alike); the rest on ``*``."""
    board = f"arn:aws:cloudwatch::{ctx.account_id}:dashboard/"
    if ctx.operation in ("PutDashboard", "GetDashboard"):
        return [(action, board + str(params.get("DashboardName", "")))]
    if ctx.operation == "DeleteDashboards":
        return [(action, board + str(name)) for name in params.get("DashboardNames") or ()] or [(action, "*")]
    alarm = f"arn:aws:cloudwatch:{ctx.region}:{ctx.account_id}:alarm:"
    if ctx.operation in ("PutMetricAlarm", "PutCompositeAlarm", "SetAlarmState"):
        return [(action, alarm + str(params.get("AlarmName", "")))]
    if ctx.operation in ("DeleteAlarms", "EnableAlarmActions", "DisableAlarmActions"):
        return [(action, alarm + str(name)) for name in params.get("AlarmNames") or ()] or [(action, "*")]
    return [(action, "*")]


_BUILDERS["cloudwatch"] = _cloudwatch
# ---------------------------------------------------------------------- Route 53 (global: no region or account in ARNs)


def _route53(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """A zone's operations act on ``arn:aws:route53:::hostedzone/<id>``, a health check's on
    ``…:healthcheck/<id>``, GetChange on ``…:change/<id>``, tags on the resource named; lists and creates on ``*``."""
    base = "arn:aws:route53:::"

    def bare(value: Any) -> str:
        return str(value).strip("/").rsplit("/", 1)[-1]

    zone = params.get("Id") if ctx.operation != "GetChange" else None
    zone = zone or params.get("HostedZoneId")
    if ctx.operation == "GetChange" and params.get("Id"):
        return [(action, f"{base}change/{bare(params['Id'])}")]
    if ctx.operation in ("ChangeTagsForResource", "ListTagsForResource") and params.get("ResourceId"):
        return [(action, f"{base}{params.get('ResourceType', '')}/{bare(params['ResourceId'])}")]
    if isinstance(zone, str) and zone and not ctx.operation.startswith("List"):
        return [(action, f"{base}hostedzone/{bare(zone)}")]
    if ctx.operation == "ListResourceRecordSets" and isinstance(zone, str) and zone:
        return [(action, f"{base}hostedzone/{bare(zone)}")]
    check = params.get("HealthCheckId")
    if isinstance(check, str) and check:
        return [(action, f"{base}healthcheck/{check}")]
    return [(action, "*")]


_BUILDERS["route53"] = _route53
# ---------------------------------------------------------------------- S3 Control (actions in the s3 namespace)

_S3CONTROL_ACTIONS = {
    "PutPublicAccessBlock": "s3:PutAccountPublicAccessBlock",
    "GetPublicAccessBlock": "s3:GetAccountPublicAccessBlock",
    "DeletePublicAccessBlock": "s3:PutAccountPublicAccessBlock",
}


def _s3control(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """An access point's operations act on ``arn:aws:s3:<region>:<account>:accesspoint/<name>``, an Object
    Lambda access point's on ``arn:aws:s3-object-lambda:…`` (its actions are ``s3:…ForObjectLambda``); lists
    and the account's public access block on ``*``."""
    op = ctx.operation
    account = params.get("AccountId") or ctx.account_id
    if op in _S3CONTROL_ACTIONS:
        action = _S3CONTROL_ACTIONS[op]
    if "ObjectLambda" in op:
        if not params.get("Name"):
            return [(action, "*")]
        return [(action, f"arn:aws:s3-object-lambda:{ctx.region}:{account}:accesspoint/{params['Name']}")]
    if not params.get("Name"):
        return [(action, "*")]
    return [(action, f"arn:aws:s3:{ctx.region}:{account}:accesspoint/{params['Name']}")]


_BUILDERS["s3control"] = _s3control
# ---------------------------------------------------------------------- CloudFront (global: no region in ARNs)


def _cloudfront(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """A distribution's operations (its invalidations too) act on ``arn:aws:cloudfront::<account>:distribution/<id>``,
    an OAC's on ``…:origin-access-control/<id>``, an OAI's on ``…:origin-access-identity/<id>``, a cache
    policy's on ``…:cache-policy/<id>``, tags on the ``Resource`` named; lists and creates on ``*``."""
    base = f"arn:aws:cloudfront::{ctx.account_id}:"
    operation = ctx.operation
    if params.get("Resource"):
        return [(action, str(params["Resource"]))]
    if params.get("DistributionId"):
        return [(action, f"{base}distribution/{params['DistributionId']}")]
    kinds = (
        ("Distribution", "distribution"),
        ("OriginAccessControl", "origin-access-control"),
        ("OriginAccessIdentity", "origin-access-identity"),
        ("CachePolicy", "cache-policy"),
        ("OriginRequestPolicy", "origin-request-policy"),
        ("ResponseHeadersPolicy", "response-headers-policy"),
    )
    if params.get("Id") and not operation.startswith(("Create", "List")):
        for word, kind in kinds:
            if word in operation:
                return [(action, f"{base}{kind}/{params['Id']}")]
    return [(action, "*")]


_BUILDERS["cloudfront"] = _cloudfront
# ---------------------------------------------------------------------- AppSync


def _appsync(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """An API's operations act on ``arn:aws:appsync:<region>:<account>:apis/<id>`` or the record under it
    (``/datasources/<name>``, ``/types/<type>/resolvers/<field>``, ``/functions/<id>``); tags on the ARN
    named; an Events API's channel namespace ``/channelNamespace/<name>``; CreateGraphqlApi, ListGraphqlApis,
    CreateApi and ListApis on ``*``. (The data plane's ``appsync:GraphQL`` is decided by AppSync per field,
    ``appsync:EventConnect``/``EventPublish``/``EventSubscribe`` by its Events endpoints.)"""
    arn = params.get("resourceArn")
    if isinstance(arn, str) and arn:
        return [(action, arn)]
    api_id = params.get("apiId")
    if not isinstance(api_id, str) or not api_id:
        return [(action, "*")]
    base = f"arn:aws:appsync:{ctx.region}:{ctx.account_id}:apis/{api_id}"
    if "DataSource" in ctx.operation and params.get("name"):
        return [(action, f"{base}/datasources/{params['name']}")]
    if "Resolver" in ctx.operation and ctx.operation != "ListResolversByFunction" and params.get("fieldName"):
        return [(action, f"{base}/types/{params.get('typeName', '')}/resolvers/{params['fieldName']}")]
    if params.get("functionId"):
        return [(action, f"{base}/functions/{params['functionId']}")]
    if "ChannelNamespace" in ctx.operation and params.get("name"):
        return [(action, f"{base}/channelNamespace/{params['name']}")]
    return [(action, base)]


_BUILDERS["appsync"] = _appsync
# ---------------------------------------------------------------------- IoT Core and its data plane


def _iot(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """A thing's, policy's, certificate's, rule's or authorizer's operation acts on its ARN; creating or replacing a rule
    also passes each role its actions name (``iam:PassRole``); the data plane's Publish acts on the topic
    (``iot:RetainPublish`` too when retained), a shadow's operations on the thing; lists on ``*``."""
    base = f"arn:aws:iot:{ctx.region}:{ctx.account_id}:"
    op = ctx.operation
    if ctx.service == "iot-data":
        if op == "Publish":
            topic = f"{base}topic/{params.get('topic', '')}"
            out = [(action, topic)]
            if params.get("retain"):
                out.append(("iot:RetainPublish", topic))
            return out
        if op == "GetRetainedMessage":
            return [(action, f"{base}topic/{params.get('topic', '')}")]
        if params.get("thingName"):
            return [(action, f"{base}thing/{params['thingName']}")]
        return [(action, "*")]
    if params.get("ruleName"):
        out = [(action, f"{base}rule/{params['ruleName']}")]
        payload = params.get("topicRulePayload")
        if isinstance(payload, dict):
            for one in [*(payload.get("actions") or []), payload.get("errorAction") or {}]:
                for body in one.values() if isinstance(one, dict) else ():
                    if isinstance(body, dict) and body.get("roleArn"):
                        out.append(("iam:PassRole", str(body["roleArn"])))
        return out
    if params.get("thingName"):
        return [(action, f"{base}thing/{params['thingName']}")]
    if params.get("policyName"):
        return [(action, f"{base}policy/{params['policyName']}")]
    if params.get("certificateId"):
        return [(action, f"{base}cert/{params['certificateId']}")]
    if params.get("authorizerName"):
        return [(action, f"{base}authorizer/{params['authorizerName']}")]
    return [(action, "*")]


_BUILDERS["iot"] = _iot
_BUILDERS["iot-data"] = _iot
_PREFIX["iot-data"] = "iot"
# ---------------------------------------------------------------------- CloudTrail


def _cloudtrail(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """A trail operation acts on the trail it names (a name or an ARN); LookupEvents, ListTrails and
    DescribeTrails on ``*``; tags on each ARN of ResourceIdList."""
    ids = params.get("ResourceIdList")
    if isinstance(ids, list) and ids:
        return [(action, str(one)) for one in ids]
    for member in ("Name", "TrailName", "ResourceId"):
        name = params.get(member)
        if isinstance(name, str) and name:
            if name.startswith("arn:"):
                return [(action, name)]
            return [(action, f"arn:aws:cloudtrail:{ctx.region}:{ctx.account_id}:trail/{name}")]
    return [(action, "*")]


_BUILDERS["cloudtrail"] = _cloudtrail
# ---------------------------------------------------------------------- AppConfig and its data plane


def _appconfig(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """An operation acts on the most specific resource it names: a deployment, an environment or profile
    of an application, a deployment strategy, the application; tags on ResourceArn; the data plane's
    StartConfigurationSession on the profile of its environment (names resolve to themselves), its
    GetLatestConfiguration on the configuration whose ids the token carries (``*`` for a token of
    another shape, which the service then refuses); lists on ``*``."""
    base = f"arn:aws:appconfig:{ctx.region}:{ctx.account_id}:"
    if ctx.service == "appconfigdata":
        if ctx.operation == "StartConfigurationSession":
            app = params.get("ApplicationIdentifier", "")
            env = params.get("EnvironmentIdentifier", "")
            profile = params.get("ConfigurationProfileIdentifier", "")
            return [(action, f"{base}application/{app}/environment/{env}/configuration/{profile}")]
        ids = str(params.get("ConfigurationToken", "")).split(".")
        if len(ids) == 4 and all(ids):  # the session's configuration, as its tokens carry it
            return [(action, f"{base}application/{ids[0]}/environment/{ids[1]}/configuration/{ids[2]}")]
        return [(action, "*")]
    if isinstance(params.get("ResourceArn"), str):
        return [(action, str(params["ResourceArn"]))]
    app = params.get("ApplicationId")
    if isinstance(app, str) and app:
        env = params.get("EnvironmentId")
        if isinstance(env, str) and env:
            if params.get("DeploymentNumber") is not None and ctx.operation != "ListDeployments":
                return [
                    (
                        action,
                        f"{base}application/{app}/environment/{env}/deployment/{params['DeploymentNumber']}",
                    )
                ]
            return [(action, f"{base}application/{app}/environment/{env}")]
        profile = params.get("ConfigurationProfileId")
        if isinstance(profile, str) and profile:
            return [(action, f"{base}application/{app}/configurationprofile/{profile}")]
        return [(action, f"{base}application/{app}")]
    strategy = params.get("DeploymentStrategyId")
    if isinstance(strategy, str) and strategy:
        return [(action, f"{base}deploymentstrategy/{strategy}")]
    return [(action, "*")]


_BUILDERS["appconfig"] = _appconfig
_BUILDERS["appconfigdata"] = _appconfig
_PREFIX["appconfigdata"] = "appconfig"
# ---------------------------------------------------------------------- AWS WAF (wafv2)

_WAF_KINDS = {
    "WebACL": "webacl",
    "IPSet": "ipset",
    "RegexPatternSet": "regexpatternset",
    "RuleGroup": "rulegroup",
}


def _wafv2(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """An operation acts on the ARN it names (WebACLArn, ResourceARN, ARN, WebAclArn) or on the entity its
    Name, Scope and Id name (``<regional|global>/<kind>/<name>/<id>``); AssociateWebACL and
    DisassociateWebACL also on the protected resource; creates and lists on ``*``."""
    found: list[Request] = []
    for key in ("WebACLArn", "WebAclArn", "ARN", "ResourceARN"):
        if isinstance(params.get(key), str):
            found.append((action, str(params[key])))
    if ctx.operation in ("AssociateWebACL", "DisassociateWebACL", "GetWebACLForResource"):
        if isinstance(params.get("ResourceArn"), str):
            found.append((action, str(params["ResourceArn"])))
    if found:
        return found
    kind = next((v for k, v in _WAF_KINDS.items() if ctx.operation.endswith(k)), None)
    if kind and isinstance(params.get("Id"), str) and isinstance(params.get("Name"), str):
        scope = "global" if params.get("Scope") == "CLOUDFRONT" else "regional"
        region = "us-east-1" if scope == "global" else ctx.region
        return [
            (
                action,
                f"arn:aws:wafv2:{region}:{ctx.account_id}:{scope}/{kind}/{params['Name']}/{params['Id']}",
            )
        ]
    return [(action, "*")]


_BUILDERS["wafv2"] = _wafv2
# ---------------------------------------------------------------------- Amazon ECR


def _ecr(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """A repository's operations act on its ARN in the registry they name (``registryId``, else the caller's:
    another account's repository is reached through its repository policy); TagResource and the like on
    ``resourceArn``; DescribeRepositories without names on every repository of the registry;
    GetAuthorizationToken and the registry's settings on ``*``."""
    if isinstance(params.get("resourceArn"), str):
        return [(action, str(params["resourceArn"]))]
    registry = params.get("registryId")
    account = registry if isinstance(registry, str) and registry else ctx.account_id
    base = f"arn:aws:ecr:{ctx.region}:{account}:repository/"
    name = params.get("repositoryName")
    if isinstance(name, str) and name:
        return [(action, base + name)]
    names = params.get("repositoryNames")
    if ctx.operation == "DescribeRepositories":
        if isinstance(names, list) and names:
            return [(action, base + str(n)) for n in names]
        return [(action, base + "*")]
    return [(action, "*")]


_BUILDERS["ecr"] = _ecr


# ---------------------------------------------------------------------- ECS


def _ecs(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """Cluster operations act on the cluster's ARN, service operations on the service's, task operations on
    the task's (RunTask and StartTask on the task definition's), tags on ``resourceArn``; listings and task
    definition registration on ``*``. A task definition's roles are passed (``iam:PassRole``)."""
    base = f"arn:aws:ecs:{ctx.region}:{ctx.account_id}:"
    op = ctx.operation
    raw_cluster = params.get("cluster") or "default"
    cluster = str(raw_cluster).rsplit("/", 1)[-1]
    out: list[Request]
    if isinstance(params.get("resourceArn"), str):
        out = [(action, str(params["resourceArn"]))]
    elif op == "CreateCluster":
        out = [(action, f"{base}cluster/{params.get('clusterName') or 'default'}")]
    elif op == "DescribeClusters":
        out = [
            (action, f"{base}cluster/{str(c).rsplit('/', 1)[-1]}")
            for c in params.get("clusters") or ["default"]
        ]
    elif op == "CreateService":
        out = [(action, f"{base}service/{cluster}/{params.get('serviceName', '')}")]
    elif op in ("UpdateService", "DeleteService"):
        out = [(action, f"{base}service/{cluster}/{str(params.get('service', '')).rsplit('/', 1)[-1]}")]
    elif op == "DescribeServices":
        out = [
            (action, f"{base}service/{cluster}/{str(s).rsplit('/', 1)[-1]}")
            for s in params.get("services") or []
        ]
    elif op in ("RunTask", "StartTask"):
        family = str(params.get("taskDefinition", "")).rsplit("/", 1)[-1]
        out = [(action, f"{base}task-definition/{family}")]
    elif op in ("StopTask", "ExecuteCommand"):
        out = [(action, f"{base}task/{cluster}/{str(params.get('task', '')).rsplit('/', 1)[-1]}")]
    elif op == "DescribeTasks":
        out = [
            (action, f"{base}task/{cluster}/{str(t).rsplit('/', 1)[-1]}") for t in params.get("tasks") or []
        ]
    elif op in ("DeleteCluster", "UpdateCluster", "UpdateClusterSettings", "PutClusterCapacityProviders"):
        out = [(action, f"{base}cluster/{cluster}")]
    elif op in ("ListServices", "ListTasks", "ListContainerInstances", "DescribeContainerInstances"):
        out = [(action, f"{base}cluster/{cluster}")]
    else:
        out = [(action, "*")]
    if op == "RegisterTaskDefinition":
        for member in ("taskRoleArn", "executionRoleArn"):
            role = params.get(member)
            if isinstance(role, str) and role:  # a short name is a role of the caller's account
                out.append(
                    (
                        "iam:PassRole",
                        role if role.startswith("arn:") else f"arn:aws:iam::{ctx.account_id}:role/{role}",
                    )
                )
    return out or [(action, "*")]


_BUILDERS["ecs"] = _ecs


# ---------------------------------------------------------------------- AWS Glue (glue)


def _glue(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """As AWS's Glue authorizes: a catalog call on the catalog and the database (and table) it names; a
    job, run or crawler call on ``job/<name>`` or ``crawler/<name>``; tags on the ARN; lists on ``*``."""
    base = f"arn:aws:glue:{ctx.region}:{ctx.account_id}:"
    if isinstance(params.get("ResourceArn"), str):
        return [(action, str(params["ResourceArn"]))]
    job = params.get("JobName") if "JobName" in params else None
    if ctx.operation in ("CreateJob", "GetJob", "UpdateJob", "DeleteJob") and job is None:
        job = params.get("Name")
    if isinstance(job, str):
        return [(action, f"{base}job/{job}")]
    if "Crawler" in ctx.operation and isinstance(params.get("Name"), str):
        return [(action, f"{base}crawler/{params['Name']}")]
    database = params.get("DatabaseName")
    if ctx.operation.endswith("Database") and isinstance(params.get("Name"), str):
        database = params["Name"]
    if ctx.operation == "CreateDatabase" and isinstance(params.get("DatabaseInput"), dict):
        database = params["DatabaseInput"].get("Name")
    if not isinstance(database, str):
        return [(action, "*")]
    found = [(action, f"{base}catalog"), (action, f"{base}database/{database.lower()}")]
    table = params.get("TableName")
    if table is None and ctx.operation in ("GetTable", "DeleteTable"):
        table = params.get("Name")
    if table is None and isinstance(params.get("TableInput"), dict):
        table = params["TableInput"].get("Name")
    if isinstance(table, str):
        found.append((action, f"{base}table/{database.lower()}/{table.lower()}"))
    elif ctx.operation in ("GetTables", "BatchDeleteTable", "DeleteDatabase"):
        found.append((action, f"{base}table/{database.lower()}/*"))
    return found


_BUILDERS["glue"] = _glue

# ---------------------------------------------------------------------- the Tagging API and Resource Groups

#: The Tagging API's actions are ``tag:*`` on ``*`` (tagging one resource also needs its own service's
#: action, which the service's own operation asks when the Tagging API calls it as the caller).
_PREFIX["resourcegroupstaggingapi"] = "tag"


_RG_UNSCOPED = frozenset(
    {"CreateGroup", "ListGroups", "SearchResources", "GetAccountSettings", "UpdateAccountSettings"}
)


def _resource_groups(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """A group's operations act on its ARN (from ``Group``, ``GroupName`` or ``Arn``); creating, listing and
    searching on ``*``."""
    if ctx.operation in _RG_UNSCOPED:
        return [(action, "*")]
    given = params.get("Group") or params.get("GroupName") or params.get("Arn")
    if not isinstance(given, str) or not given:
        return [(action, "*")]
    if given.startswith("arn:"):
        return [(action, given)]
    return [(action, f"arn:aws:resource-groups:{ctx.region}:{ctx.account_id}:group/{given}")]


_BUILDERS["resource-groups"] = _resource_groups


# ---------------------------------------------------------------------- OpenSearch Serverless (aoss)

_PREFIX["opensearchserverless"] = "aoss"


def _opensearchserverless(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """As AWS authorizes ``aoss:``: a call naming one collection (UpdateCollection, DeleteCollection, the
    index API) on its ARN, tags on the resource's ARN, everything else on ``*``."""
    if isinstance(params.get("resourceArn"), str):
        return [(action, str(params["resourceArn"]))]
    collection = params.get("id")
    if ctx.operation in (
        "UpdateCollection",
        "DeleteCollection",
        "CreateIndex",
        "GetIndex",
        "UpdateIndex",
        "DeleteIndex",
    ) and isinstance(collection, str):
        return [(action, f"arn:aws:aoss:{ctx.region}:{ctx.account_id}:collection/{collection}")]
    return [(action, "*")]


_BUILDERS["opensearchserverless"] = _opensearchserverless


# ---------------------------------------------------------------------- RDS and the RDS Data API

#: The member naming the resource an RDS operation acts on, and the ARN kind of a bare identifier.
_RDS_MEMBERS = (
    ("ResourceName", ""),
    ("ResourceArn", ""),
    ("DBClusterIdentifier", "cluster"),
    ("DBInstanceIdentifier", "db"),
    ("DBSubnetGroupName", "subgrp"),
    ("DBClusterParameterGroupName", "cluster-pg"),
    ("DBParameterGroupName", "pg"),
    ("DBClusterSnapshotIdentifier", "cluster-snapshot"),
    ("DBSnapshotIdentifier", "snapshot"),
    ("SourceDBClusterSnapshotIdentifier", "cluster-snapshot"),
    ("SourceDBSnapshotIdentifier", "snapshot"),
)


def _rds(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """As AWS authorizes ``rds:``: the resource an operation names, by ARN (``arn:aws:rds:...:cluster:<id>``,
    ``db:``, ``subgrp:``, ``cluster-pg:``, ``pg:``, ``cluster-snapshot:``, ``snapshot:``); listings and
    proxies (whose ARNs name a resource id) on ``*``."""
    for member, kind in _RDS_MEMBERS:
        value = params.get(member)
        if isinstance(value, str) and value:
            if value.startswith("arn:") or not kind:
                return [(action, value)]
            return [(action, f"arn:aws:rds:{ctx.region}:{ctx.account_id}:{kind}:{value.lower()}")]
    return [(action, "*")]


def _rds_data(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """``rds-data:`` actions on the cluster named by ``resourceArn`` (the secret is checked when read)."""
    arn = params.get("resourceArn")
    return [(action, arn if isinstance(arn, str) and arn else "*")]


_BUILDERS["rds"] = _rds
_BUILDERS["rds-data"] = _rds_data
# ---------------------------------------------------------------------- AWS Private CA


def _acm_pca(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """``acm-pca:<Operation>`` on the CA named (CertificateAuthorityArn, or a policy's ResourceArn); creating
    and listing CAs on ``*``."""
    for member in ("CertificateAuthorityArn", "ResourceArn"):
        value = params.get(member)
        if isinstance(value, str) and value:
            return [(action, value)]
    return [(action, "*")]


_BUILDERS["acm-pca"] = _acm_pca


# ---------------------------------------------------------------------- AWS Batch


_BATCH_NAMED = (
    ("computeEnvironmentName", "compute-environment"),
    ("computeEnvironment", "compute-environment"),
    ("jobQueueName", "job-queue"),
    ("jobDefinitionName", "job-definition"),
)


def _batch(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """As AWS authorizes ``batch:``: SubmitJob on the job queue and the job definition; CancelJob and
    TerminateJob on the job; compute environment, job queue, job definition and scheduling policy calls on
    the one they name (CreateJobQueue also on its compute environments); tags on ``resourceArn``; describes
    and lists on ``*``. A job definition's and a compute environment's roles are passed (``iam:PassRole``)."""
    base = f"arn:aws:batch:{ctx.region}:{ctx.account_id}:"
    op = ctx.operation

    def named(value: object, kind: str) -> str:
        text = str(value)
        return text if text.startswith("arn:") else f"{base}{kind}/{text}"

    out: list[Request] = []
    if isinstance(params.get("resourceArn"), str):
        out = [(action, str(params["resourceArn"]))]
    elif op == "SubmitJob":
        out = [(action, named(params.get("jobQueue", ""), "job-queue"))]
        jobdef = str(params.get("jobDefinition", ""))
        if not jobdef.startswith("arn:") and ":" not in jobdef:
            jobdef += ":*"
        out.append((action, named(jobdef, "job-definition")))
    elif op in ("CancelJob", "TerminateJob"):
        out = [(action, named(params.get("jobId", ""), "job"))]
    elif op in ("UpdateJobQueue", "DeleteJobQueue"):
        out = [(action, named(params.get("jobQueue", ""), "job-queue"))]
    elif op == "DeregisterJobDefinition":
        out = [(action, named(params.get("jobDefinition", ""), "job-definition"))]
    elif op in ("CreateSchedulingPolicy",):
        out = [(action, f"{base}scheduling-policy/{params.get('name', '')}")]
    elif op in ("UpdateSchedulingPolicy", "DeleteSchedulingPolicy") and isinstance(params.get("arn"), str):
        out = [(action, str(params["arn"]))]
    elif not op.startswith(("Describe", "List")):
        for member, kind in _BATCH_NAMED:
            if isinstance(params.get(member), str) and params[member]:
                out = [(action, named(params[member], kind))]
                break
    if op == "CreateJobQueue":
        for order in params.get("computeEnvironmentOrder") or []:
            if isinstance(order, dict):
                out.append((action, named(order.get("computeEnvironment", ""), "compute-environment")))
    roles: list[object] = [params.get("serviceRole")]
    for member in ("containerProperties", "computeResources"):
        nested = params.get(member)
        if isinstance(nested, dict):
            roles += [nested.get("jobRoleArn"), nested.get("executionRoleArn")]
    for role in roles:
        if isinstance(role, str) and role:
            out.append(
                (
                    "iam:PassRole",
                    role if role.startswith("arn:") else f"arn:aws:iam::{ctx.account_id}:role/{role}",
                )
            )
    return out or [(action, "*")]


_BUILDERS["batch"] = _batch


# ---------------------------------------------------------------------- AWS CodeBuild


def _codebuild(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """As AWS authorizes ``codebuild:``: project calls on the project they name (BatchGetProjects on each);
    build calls (StartBuild, RetryBuild, StopBuild, BatchGetBuilds, BatchDeleteBuilds, ListBuildsForProject)
    on the project of each build, as AWS's build actions take the project's ARN; ListProjects and ListBuilds
    on ``*``. CreateProject and UpdateProject pass their service role (``iam:PassRole``)."""
    base = f"arn:aws:codebuild:{ctx.region}:{ctx.account_id}:project/"

    def project(value: object) -> str:
        text = str(value)
        return text if text.startswith("arn:") else base + text

    def of_build(value: object) -> str:
        text = str(value)
        build_id = text.split(":build/", 1)[1] if text.startswith("arn:") and ":build/" in text else text
        return base + build_id.split(":", 1)[0]

    op = ctx.operation
    out: list[Request] = []
    if op in ("CreateProject", "UpdateProject", "DeleteProject"):
        out = [(action, project(params.get("name", "")))]
    elif op in ("StartBuild", "ListBuildsForProject"):
        out = [(action, project(params.get("projectName", "")))]
    elif op == "BatchGetProjects":
        out = [(action, project(n)) for n in params.get("names") or [] if isinstance(n, str)]
    elif op in ("StopBuild", "RetryBuild"):
        out = [(action, of_build(params.get("id", "")))]
    elif op in ("BatchGetBuilds", "BatchDeleteBuilds"):
        out = sorted({(action, of_build(i)) for i in params.get("ids") or [] if isinstance(i, str)})
    role = params.get("serviceRole")
    if op in ("CreateProject", "UpdateProject") and isinstance(role, str) and role:
        arn = role if role.startswith("arn:") else f"arn:aws:iam::{ctx.account_id}:role/{role}"
        out.append(("iam:PassRole", arn))
    return out or [(action, "*")]


_BUILDERS["codebuild"] = _codebuild
# ---------------------------------------------------------------------- Amazon MQ


def _mq(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """As AWS authorizes ``mq:``: calls on a broker on its ARN (``broker:<name>:<id>``; a request names the
    broker by id only, so the name part is ``*``), calls on a configuration on its ARN, tags on
    ``ResourceArn``; CreateBroker, CreateConfiguration, the lists and the engine and instance options on
    ``*``."""
    base = f"arn:aws:mq:{ctx.region}:{ctx.account_id}:"
    if isinstance(params.get("ResourceArn"), str):
        return [(action, str(params["ResourceArn"]))]
    if isinstance(params.get("BrokerId"), str) and params["BrokerId"]:
        return [(action, f"{base}broker:*:{params['BrokerId']}")]
    if isinstance(params.get("ConfigurationId"), str) and params["ConfigurationId"]:
        return [(action, f"{base}configuration:{params['ConfigurationId']}")]
    return [(action, "*")]


_BUILDERS["mq"] = _mq
# ---------------------------------------------------------------------- Amazon MSK


def _kafka(ctx: RequestContext, params: Params, action: str) -> list[Request]:
    """As AWS authorizes ``kafka:``: a cluster call on its ``ClusterArn`` (CreateCluster and CreateClusterV2
    on ``cluster/<name>/*``, the ARN it will have), a configuration call on its ``Arn``, tags on
    ``ResourceArn``; CreateConfiguration, lists and ListKafkaVersions on ``*``."""
    op = ctx.operation
    for member in ("ClusterArn", "ResourceArn", "Arn"):
        if isinstance(params.get(member), str) and params[member]:
            return [(action, str(params[member]))]
    if op in ("CreateCluster", "CreateClusterV2"):
        name = str(params.get("ClusterName", ""))
        return [(action, f"arn:aws:kafka:{ctx.region}:{ctx.account_id}:cluster/{name}/*")]
    return [(action, "*")]


_BUILDERS["kafka"] = _kafka
