"""Model-driven fuzzing of every operation of every service labcloud serves (issue 20): the check of one
operation, run by ``test_fuzz_operations.py`` and ``test_fuzz_operations_b.py`` (each half of the
operations, so two xdist workers share the run: one file of ~8,100 requests was the longest of the suite).

For each operation botocore models (services found through labcloud's own service registry, so a
newly merged service is fuzzed without touching this file), Hypothesis draws valid-shaped inputs
and a mutation that breaks them on the wire (see ``wire.MUTATIONS``); each request goes over
HTTP to one real server. Invariants checked on every answer:

- never a 5xx; the one exception is 501 ``NotImplementedException`` (S3: ``NotImplemented``) for an
  operation labcloud's provider does not implement (its documented "not implemented" answer);
- never a hang: every request has a timeout (:data:`REQUEST_TIMEOUT`);
- an error code is one the operation's model declares or a common AWS error;
- after each operation's batch the server still answers its health check and its resident
  memory stays under :data:`RSS_LIMIT`.

The normal suite (and CI) runs a fixed-seed (derandomized: the same draws in every run, whatever
``PYTHONHASHSEED``) pass over every service of ``LABCLOUD_FUZZ_EXAMPLES`` (default 10) examples per operation: about 8,100 requests, a minute on a
quiet machine, a few under load. A longer, randomized run::

    LABCLOUD_FUZZ_EXAMPLES=300 LABCLOUD_FUZZ_RANDOM=1 LABCLOUD_FUZZ_REPORT=/tmp/fuzz.json \\
        python -m pytest -q tests/fuzz

``LABCLOUD_FUZZ_SEED=<n>`` replays another fixed seed; ``LABCLOUD_FUZZ_SERVICES=s3,sqs`` narrows the run.
"""

from __future__ import annotations

import functools
import os
import random
import re
import zlib
from typing import Any

import botocore.session
import hypothesis
import psutil
from botocore.model import OperationModel, ServiceModel
from fuzz_strategies import input_params
from fuzz_tally import FAILURES, PEAK_RSS, TALLY
from fuzz_wire import MUTATIONS, WireCall, build, error_code, send
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from hypothesis.internal.reflection import function_digest

from labcloud.protocol.models import QUERY_COMPATIBLE, SERVICES
from labcloud.services.lambda_ import absent_features as lambda_absent
from labcloud.services.logs import absent_features as logs_absent
from labcloud.services.registry import discover, implements
from labcloud.testing.server_process import LabcloudProcess

EXAMPLES = int(os.environ.get("LABCLOUD_FUZZ_EXAMPLES", "10"))
RANDOMIZED = os.environ.get("LABCLOUD_FUZZ_RANDOM") == "1"
#: Another fixed seed than the CI run's (each operation's draws then come from this seed and its name).
SEED = os.environ.get("LABCLOUD_FUZZ_SEED")
#: Longest any answer may take: above SQS's 20 s long poll, the slowest legitimate wait.
REQUEST_TIMEOUT = 25.0
RSS_LIMIT = 1024 * 1024 * 1024

#: Errors any AWS service may answer (the common errors of the AWS API reference), plus the
#: validation and serialization codes labcloud's protocol layer uses for each service's models.
COMMON_ERRORS = frozenset(
    {
        "AccessDenied",
        "AccessDeniedException",
        "IncompleteSignature",
        "InvalidAction",
        "InvalidClientTokenId",
        "InvalidParameterCombination",
        "InvalidParameterValue",
        "InvalidQueryParameter",
        "MalformedQueryString",
        "MissingAction",
        "MissingAuthenticationToken",
        "MissingParameter",
        "NotAuthorized",
        "RequestExpired",
        "ThrottlingException",
        "ValidationError",
        "ValidationException",
        "SerializationException",
        "UnknownOperationException",
        "UnrecognizedClientException",
        "InvalidSignatureException",
        "RequestEntityTooLargeException",
        "MalformedInput",
        "InvalidRequestContentException",
        "InvalidParameterException",
        "UnsupportedOperation",
        "NotImplementedException",
        "ExpiredTokenException",
        "InvalidAddress",
        # SQS's JSON names of the common InvalidParameterValue / MissingParameter (the legacy names travel in
        # x-amzn-query-error), as AWS answers them today
        "InvalidParameterValueException",
        "MissingRequiredParameterException",
    }
)


#: S3's models declare almost no errors: these are the codes of S3's documented error-code list
#: (https://docs.aws.amazon.com/AmazonS3/latest/API/ErrorResponses.html) that labcloud answers.
S3_ERRORS = frozenset(
    {
        "AccessDenied",
        "BadDigest",
        "BucketAlreadyExists",
        "BucketAlreadyOwnedByYou",
        "BucketNotEmpty",
        "EntityTooLarge",
        "EntityTooSmall",
        "IncompleteBody",
        "InvalidArgument",
        "InvalidBucketName",
        "InvalidDigest",
        "InvalidLocationConstraint",
        "InvalidPart",
        "InvalidPartNumber",
        "InvalidPartOrder",
        "InvalidRange",
        "InvalidRequest",
        "InvalidTag",  # a tag set S3 refuses (a repeated key, too many tags), in S3's error-code list
        "KeyTooLongError",
        "MalformedPolicy",
        "MalformedXML",
        "MaxMessageLengthExceeded",
        "MethodNotAllowed",
        "NoSuchBucket",
        "NoSuchBucketPolicy",
        "NoSuchKey",
        "NoSuchUpload",
        "NoSuchVersion",
        "NotImplemented",
        "NotModified",
        "PolicyTooLarge",
        "PreconditionFailed",
        "SignatureDoesNotMatch",
        "MissingContentLength",
        "MissingSecurityHeader",
        "NoSuchLifecycleConfiguration",
        "NoSuchConfiguration",  # a metrics, analytics or inventory configuration (S3's error-code list)
        # a bucket without that configuration, as S3's error-code list documents them (a valid Get on an
        # existing bucket: the fuzzer's own CreateBucket may have made the bucket first)
        "NoSuchCORSConfiguration",
        "NoSuchTagSet",
        "NoSuchWebsiteConfiguration",
        "NoSuchObjectLockConfiguration",
        "NoSuchPublicAccessBlockConfiguration",
        "ObjectLockConfigurationNotFoundError",
        "OwnershipControlsNotFoundError",
        "ReplicationConfigurationNotFoundError",
        "IllegalLocationConstraintException",
        "IllegalVersioningConfigurationException",
        "InvalidObjectState",
        "XAmzContentSHA256Mismatch",
    }
)

#: EC2's model declares no errors: these are the codes of EC2's documented error-code list
#: (https://docs.aws.amazon.com/AWSEC2/latest/APIReference/errors-overview.html) that labcloud answers.
EC2_ERRORS = frozenset(
    {
        "AddressLimitExceeded",
        "CannotDelete",
        "DependencyViolation",
        "DryRunOperation",
        "Gateway.NotAttached",
        "IncorrectInstanceState",
        "InstanceLimitExceeded",
        "InvalidAMIID.Malformed",
        "InvalidAMIID.NotFound",
        "InvalidAddress.NotFound",
        "InvalidAllocationID.Malformed",
        "InvalidAllocationID.NotFound",
        "InvalidAssociationID.NotFound",
        "InvalidGroup.Duplicate",
        "InvalidGroup.NotFound",
        "InvalidGroupId.Malformed",
        "InvalidID",
        "InvalidIPAddress.InUse",
        "InvalidInstanceID.Malformed",
        "InvalidInstanceID.NotFound",
        "InvalidInstanceType",
        "InvalidInternetGatewayID.Malformed",
        "InvalidInternetGatewayID.NotFound",
        "InvalidKey.Format",
        "InvalidKeyPair.Duplicate",
        "InvalidKeyPair.Malformed",
        "InvalidKeyPair.NotFound",
        "InvalidLaunchTemplateId.Malformed",
        "InvalidLaunchTemplateId.NotFound",
        "InvalidLaunchTemplateId.VersionNotFound",
        "InvalidLaunchTemplateName.AlreadyExistsException",
        "InvalidLaunchTemplateName.MalformedException",
        "InvalidLaunchTemplateName.NotFoundException",
        "InvalidNetworkAclEntry.NotFound",
        "InvalidNetworkAclID.Malformed",
        "InvalidNetworkAclID.NotFound",
        "InvalidNetworkInterfaceID.Malformed",
        "InvalidNetworkInterfaceID.NotFound",
        "InvalidPaginationToken",
        "InvalidParameter",
        "InvalidParameterCombination",
        "InvalidParameterValue",
        "InvalidPermission.Duplicate",
        "InvalidPermission.NotFound",
        "InvalidPrefixListID.NotFound",
        "InvalidRoute.NotFound",
        "InvalidRouteTableID.Malformed",
        "InvalidRouteTableID.NotFound",
        "InvalidSecurityGroupRuleId.NotFound",
        "InvalidServiceName",
        "InvalidSubnet.Conflict",
        "InvalidSubnet.Range",
        "InvalidSubnetID.Malformed",
        "InvalidSubnetID.NotFound",
        "InvalidVpc.Range",
        "InvalidVpcEndpointId.Malformed",
        "InvalidVpcEndpointId.NotFound",
        "InvalidVpcID.Malformed",
        "InvalidVpcID.NotFound",
        "LaunchTemplateVersionLimitExceeded",
        "MalformedPolicyDocument",
        "MissingParameter",
        "NatGatewayNotFound",
        "NetworkAclEntryAlreadyExists",
        "OperationNotPermitted",
        "Resource.AlreadyAssociated",
        "RouteAlreadyExists",
        "RulesPerSecurityGroupLimitExceeded",
        "TagLimitExceeded",
        "UnauthorizedOperation",
        "UnsupportedOperation",
        "VPCIdNotSpecified",
    }
)

#: Codes a service's API reference documents for all its operations although some models omit them.
SERVICE_ERRORS = {
    # Route 53's "The input is not valid" (an undecodable body, say): declared by most of its operations,
    # not by the Get*Count ones, whose requests have no body to be invalid until a client sends one
    "route53": frozenset({"InvalidInput"}),
}

#: The answer to an operation the provider does not implement (S3 names it as its documented 501 does).
NOT_IMPLEMENTED = frozenset({"NotImplementedException", "NotImplemented"})

#: Codes a service answers beyond what one operation's model lists, each with the reason.
UNDECLARED_BUT_DOCUMENTED = {
    # IAM answers a policy that does not parse with the code its policy operations declare; the
    # Simulate* models list only InvalidInput and PolicyEvaluation.
    ("iam", "SimulateCustomPolicy"): {"MalformedPolicyDocument"},
    ("iam", "SimulatePrincipalPolicy"): {"MalformedPolicyDocument"},
    # A key labcloud never issued: IAM's not-found code (the operation's model lists no errors at all).
    ("iam", "GetAccessKeyLastUsed"): {"NoSuchEntity"},
    # CloudFormation's not-found for a change set (DescribeChangeSet and ExecuteChangeSet declare it); the
    # DeleteChangeSet model lists only InvalidChangeSetStatus
    ("cloudformation", "DeleteChangeSet"): {"ChangeSetNotFound"},
    # EFS answers BadRequest to any malformed request ("an invalid parameter value or a missing required
    # parameter"); DescribeAccountPreferences' model lists only InternalServerError
    ("efs", "DescribeAccountPreferences"): {"BadRequest"},
    # Lambda's "Function not found" for a function that does not exist (a missing alias of an existing
    # function is not an error); the DeleteAlias model lists no ResourceNotFoundException
    ("lambda", "DeleteAlias"): {"ResourceNotFoundException"},
    # CloudWatch's "Dashboard X does not exist" for a missing one (GetDashboard declares it; the Terraform
    # provider reads it from DeleteDashboards too), after deleting the ones that exist
    ("cloudwatch", "DeleteDashboards"): {"ResourceNotFound"},
}


_TOKEN = re.compile(r"[!#$%&'*+.^_`|~0-9A-Za-z-]+")


@functools.cache
def service_model(service: str) -> ServiceModel:
    """The model a client serializes with: botocore's own, as boto3 loads it."""
    return botocore.session.get_session().get_service_model(service)


def _invalid_http(headers: dict[str, str]) -> bool:
    """A header HTTP itself forbids (a name that is not a token, a value with control characters): the
    HTTP server answers a bare 400 before any AWS handling."""
    return any(not _TOKEN.fullmatch(name) for name in headers) or any(
        (ord(c) < 0x20 and c != "\t") or c == "\x7f" for value in headers.values() for c in value
    )


def _services() -> tuple[str, ...]:
    """Every service labcloud serves (the CI run), or the comma-separated LABCLOUD_FUZZ_SERVICES."""
    chosen = os.environ.get("LABCLOUD_FUZZ_SERVICES", "all")
    return SERVICES if chosen == "all" else tuple(chosen.split(","))


def _operations() -> list[tuple[str, str, str]]:
    providers = discover()
    out = []
    for service in _services():
        if service not in providers:
            continue
        model = service_model(service)
        protocols = [model.protocol] + (["query"] if service in QUERY_COMPATIBLE else [])
        for protocol in protocols:
            for operation in model.operation_names:
                out.append((service, protocol, operation))
    return out


OPERATIONS = _operations()


def _empty_label_codes(service: str, op: OperationModel, params: dict[str, Any]) -> set[str]:
    """An empty path label leaves a URI that another operation of the same method may own (CloudFront's
    ``/distribution/{Id}`` with no id is ListDistributions' ``/distribution/``): the codes of every operation
    of the service with that method, since the request addresses one of them, not ``op``."""
    labels = [
        name
        for name, member in (op.input_shape.members.items() if op.input_shape is not None else ())
        if member.serialization.get("location") == "uri"
    ]
    if not any(params.get(name) == "" for name in labels):
        return set()
    model = service_model(service)
    codes: set[str] = set()
    for name in model.operation_names:
        other = model.operation_model(name)
        if other.http.get("method") == op.http.get("method"):
            codes |= _declared(service, other)
    return codes


def _declared(service: str, op: OperationModel) -> set[str]:
    codes = set()
    for shape in op.error_shapes:
        codes.add(shape.name)
        code = (shape.metadata.get("error") or {}).get("code")
        if code:
            codes.add(code)
    return codes


#: Operations answered as AWS answers an account without the feature (Provider.absent_operation).
ABSENT_ANSWERS = {"lambda": lambda_absent.ANSWERS, "logs": logs_absent.ANSWERS}


def _implemented(service: str, operation: str) -> bool:
    return implements(discover()[service], operation) or operation in ABSENT_ANSWERS.get(service, {})


#: How many test files share OPERATIONS (``test_fuzz_operations.py`` takes half 0, ``_b.py`` half 1).
HALVES = 2


def half(index: int) -> list[tuple[str, str, str]]:
    """Every other operation from ``index``: the halves are disjoint, cover OPERATIONS and mix the
    services (each half gets a share of the slow ones)."""
    return OPERATIONS[index::HALVES]


def ids(operations: list[tuple[str, str, str]]) -> list[str]:
    return [f"{s}-{p}-{o}" for s, p, o in operations]


def _head_size(call: WireCall) -> int:
    """About how many bytes the request's head takes (its path and headers)."""
    return len(call.path) + sum(len(k) + len(v) + 4 for k, v in call.headers.items())


def _known_digest(run: Any) -> None:
    """Give ``run`` the digest of its source that Hypothesis would compute for it, computed once a run.

    Hypothesis reads a test's source (``function_digest``: ~10 ms, inspect and tokenize) twice for every
    operation, for the derandomized seed and the database key, and every operation's ``run`` has the same
    source. The seed and key set here are those exact values, so the draws are the same as before."""
    if not _DIGEST:
        _DIGEST.append(function_digest(run.hypothesis.inner_test))
    run._hypothesis_internal_database_key = _DIGEST[0]
    if not RANDOMIZED:
        run._hypothesis_internal_use_seed = int.from_bytes(_DIGEST[0], "big")  # derandomize's own seed


_DIGEST: list[bytes] = []


def fuzz_operation(fuzz_server: LabcloudProcess, service: str, protocol: str, operation: str) -> None:
    """Hypothesis's batch of requests for one operation, each answer checked (the module's invariants)."""
    op = service_model(service).operation_model(operation)
    allowed = (
        _declared(service, op)
        | COMMON_ERRORS
        | (S3_ERRORS if service in ("s3", "s3control") else frozenset())  # S3 Control answers with S3's codes
        | (EC2_ERRORS if service == "ec2" else frozenset())
        | SERVICE_ERRORS.get(service, frozenset())
        | UNDECLARED_BUT_DOCUMENTED.get((service, operation), set())
    )
    implemented = _implemented(service, operation)
    key = f"{service}:{protocol}:{operation}"

    @settings(
        max_examples=EXAMPLES,
        derandomize=not RANDOMIZED and SEED is None,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
        print_blob=True,
        phases=(
            Phase.explicit,
            Phase.reuse,
            Phase.generate,
        ),  # no shrinking: each retry of a hang costs its timeout
    )
    @given(mutation=st.sampled_from(MUTATIONS), params=input_params(op), seed=st.integers(0, 2**32 - 1))
    def run(mutation: str, params: dict[str, Any], seed: int) -> None:
        rng = random.Random(seed)
        call = build(fuzz_server.endpoint, service, protocol, op, params, mutation, rng)
        try:
            status, headers, body = send("127.0.0.1", fuzz_server.port, call, REQUEST_TIMEOUT)
        except TimeoutError:
            FAILURES.append(f"{key} {mutation}: no answer in {REQUEST_TIMEOUT}s")
            raise AssertionError(f"{key} ({mutation}) hung past {REQUEST_TIMEOUT}s") from None
        except ConnectionError as exc:
            if call.declared_length is not None:
                return  # the server answered 413 and closed before the declared body arrived
            if _head_size(call) > 65536:
                return  # the server answered 431 to a head over 64 KiB and closed while the body was sent
            raise AssertionError(f"{key} ({mutation}): connection failed: {exc}") from None
        TALLY[key] += 1
        code = error_code(protocol, headers, body) if status >= 300 else None
        documented_501 = status == 501 and (
            (code in NOT_IMPLEMENTED and not implemented)
            or (service in ("s3", "s3control") and code == "NotImplemented")
        )  # S3's documented 501: "a header you provided implies functionality that is not implemented"
        if status >= 500 and not documented_501:
            FAILURES.append(f"{key} {mutation}: {status} {code}")
            raise AssertionError(
                f"{key} ({mutation}): {status} {body[:400]!r}; request {call.path} {call.body[:300]!r}"
            )
        if status == 400 and _invalid_http(call.headers):
            return  # refused by the HTTP parser before any AWS handling, as any HTTP/1.1 server must
        if status >= 300 and call.method == "HEAD" and not body:
            return  # a HEAD answer has no body: the SDK reads the error from the status alone
        if status == 431 and _head_size(call) > 65536:
            return  # a head over the HTTP layer's 64 KiB (a path member at its 65,536-character limit)
        if status >= 300:
            legacy = (
                protocol == "query"
                and service in QUERY_COMPATIBLE
                and (code or "").startswith("AWS.SimpleQueueService.")
            )  # SQS's documented legacy query-protocol codes
            known = code in allowed or legacy or code in _empty_label_codes(service, op, params)
            if not known:
                FAILURES.append(f"{key} {mutation}: undeclared {status} {code}")
            assert known, f"{key} ({mutation}): undeclared error {code!r} ({status}) {body[:300]!r}"

    if SEED is not None:
        run = hypothesis.seed(zlib.crc32(f"{SEED}:{key}".encode()))(run)
    else:
        _known_digest(run)
    run()
    fuzz_server.get("/_labcloud/health")  # still serving after the batch
    assert fuzz_server.proc is not None
    rss = psutil.Process(fuzz_server.proc.pid).memory_info().rss
    PEAK_RSS[0] = max(PEAK_RSS[0], rss)
    assert rss < RSS_LIMIT, f"server RSS {rss / 1e6:.0f} MB after {key}"
