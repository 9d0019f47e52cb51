"""How each service reports input that does not fit its model, before the service runs.

AWS services front their operations with model validation, but each words the result with its
own error code: DynamoDB and Lambda say ``ValidationException``, CloudWatch Logs says
``InvalidParameterException``, IAM and STS say ``ValidationError``, SQS says
``MissingParameter`` for an absent required member and leaves the other checks to the queue.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from labcloud.errors import AwsError
from labcloud.protocol.shape_model import OperationModel
from labcloud.protocol.shapes import InputReader


@dataclass(frozen=True, slots=True)
class ValidationStyle:
    """How a service words the errors of a request that breaks its model."""

    validation_code: str
    serialization_code: str
    check_constraints: bool = True
    missing_code: str | None = None
    missing_message: str = "The request must contain the parameter {name}."
    #: Members whose constraint errors the service words itself (Lambda's runtime enum), left to the provider.
    provider_checked: tuple[str, ...] = ()
    #: (shape, name shape): a member of the first shape holds a name or an ARN; a name follows the second.
    name_or_arn: tuple[tuple[str, str], ...] = ()
    #: The code for an operation that does not declare ``validation_code`` (API Gateway's GetMethod: what
    #: cannot be valid cannot be found either), when the operation declares it.
    undeclared_code: str | None = None
    #: The code for an operation that declares neither (CloudFront's newer operations: MalformedInput).
    fallback_code: str | None = None
    #: (code, message) for a required member missing inside a request document (S3: the XML does not
    #: validate against its schema), None when such a member is reported like any other.
    nested_missing: tuple[str, str] | None = None
    #: The query protocol's code of ``validation_code`` when the operation's model gives it another one
    #: (CloudWatch's ValidationException is ValidationError on the query wire), else None.
    validation_query_code: str | None = None


STYLES: dict[str, ValidationStyle] = {
    "dynamodb": ValidationStyle(
        "ValidationException", "SerializationException", name_or_arn=(("TableArn", "TableName"),)
    ),
    "lambda": ValidationStyle(
        "ValidationException", "InvalidRequestContentException", provider_checked=("runtime",)
    ),
    "logs": ValidationStyle("InvalidParameterException", "SerializationException"),
    "cognito-idp": ValidationStyle("InvalidParameterException", "SerializationException"),
    "iam": ValidationStyle("ValidationError", "MalformedInput"),
    "sts": ValidationStyle("ValidationError", "MalformedInput"),
    "s3": ValidationStyle(
        "InvalidArgument",
        "InvalidArgument",
        check_constraints=False,
        nested_missing=(
            "MalformedXML",
            "The XML you provided was not well-formed or did not validate against our published schema",
        ),
        provider_checked=("lifecycleConfiguration.rules",),
    ),
    "cloudformation": ValidationStyle("ValidationError", "MalformedInput"),
    "apigateway": ValidationStyle(
        "BadRequestException", "SerializationException", undeclared_code="NotFoundException"
    ),
    "apigatewayv2": ValidationStyle("BadRequestException", "SerializationException"),
    # ECR words a value outside its model as InvalidParameterException ("Invalid parameter at
    # 'repositoryName' failed to satisfy constraint: ..."), declared by every one of its operations
    "ecr": ValidationStyle("InvalidParameterException", "SerializationException"),
    # ECS words a request its model rejects InvalidParameterException, like ECR
    "ecs": ValidationStyle("InvalidParameterException", "SerializationException"),
    # Batch declares only ClientException and ServerException: a bad input is a ClientException
    "batch": ValidationStyle("ClientException", "SerializationException"),
    # CodeBuild words a request its model rejects InvalidInputException (it declares no ValidationException)
    "codebuild": ValidationStyle("InvalidInputException", "SerializationException"),
    # Amazon MQ declares no ValidationException: a request its model rejects is a BadRequestException;
    # it takes an engine type in any case ("ActiveMQ", as Terraform's examples write it) and checks it itself
    "mq": ValidationStyle("BadRequestException", "BadRequestException", provider_checked=("engineType",)),
    # MSK declares no ValidationException: a request its model rejects is a BadRequestException
    "kafka": ValidationStyle("BadRequestException", "BadRequestException"),
    # the Tagging API and Resource Groups declare no ValidationException: a bad input is one of these
    "resourcegroupstaggingapi": ValidationStyle("InvalidParameterException", "InvalidParameterException"),
    "resource-groups": ValidationStyle("BadRequestException", "BadRequestException"),
    "sqs": ValidationStyle(
        "InvalidParameterValue",
        "InvalidParameterValue",
        check_constraints=False,
        missing_code="MissingParameter",
    ),
    "cloudwatch": ValidationStyle(
        "ValidationError",
        "InvalidParameterValue",
        missing_code="MissingParameter",
        missing_message="The parameter {name} is required.",
    ),
    "sns": ValidationStyle(
        "InvalidParameter",
        "InvalidParameter",
        check_constraints=False,
        missing_code="InvalidParameter",
        missing_message="Invalid parameter: {name} Reason: no value for required parameter",
    ),
    "elbv2": ValidationStyle("ValidationError", "ValidationError"),
    "route53": ValidationStyle("InvalidInput", "InvalidInput"),
    "cloudfront": ValidationStyle("InvalidArgument", "MalformedInput", fallback_code="MalformedInput"),
    # IoT words model validation as InvalidRequestException (its newer operations, commands and packages,
    # declare ValidationException instead); a body that does not parse is a SerializationException.
    "iot": ValidationStyle("InvalidRequestException", "SerializationException"),
    # EFS: "BadRequest: ... an invalid parameter value or a missing required parameter" (its API reference)
    "efs": ValidationStyle("BadRequest", "BadRequest"),
    "iot-data": ValidationStyle("InvalidRequestException", "InvalidRequestException"),
    # AppConfig and its data plane word every malformed request BadRequestException (their API references)
    "appconfig": ValidationStyle("BadRequestException", "BadRequestException"),
    "appconfigdata": ValidationStyle("BadRequestException", "BadRequestException"),
    "ec2": ValidationStyle(
        "InvalidParameterValue",
        "InvalidParameterValue",
        check_constraints=False,
        missing_code="MissingParameter",
    ),
}

DEFAULT = ValidationStyle("ValidationException", "SerializationException")
_NAME_OR_ARN = {service: dict(style.name_or_arn) for service, style in STYLES.items() if style.name_or_arn}


def reader_for(service: str, *, scalars_from_text: bool = False, native: bool = False) -> InputReader:
    style = STYLES.get(service, DEFAULT)
    return InputReader(
        check_constraints=style.check_constraints,
        scalars_from_text=scalars_from_text,
        native=native,
        name_or_arn=_NAME_OR_ARN.get(service),
    )


def style_for(service: str, operation: OperationModel | None) -> ValidationStyle:
    """The service's style, its validation code as ``operation`` declares it."""
    style = STYLES.get(service, DEFAULT)
    if operation is None:
        return style
    declared = _errors_of(operation)
    # The style's code counts as declared under a shape's name or its own wire code (SNS's
    # InvalidParameterException is InvalidParameter), but not as the wire code of ValidationException,
    # which is the shape the switch below picks.
    if style.validation_code in declared.own:
        return style
    if declared.validation is not None:
        # Newer operations of a service (CloudWatch Logs' delivery APIs, CloudWatch's OTel enrichment)
        # declare only ValidationException: AWS answers those with it rather than the service's older code.
        query_code = declared.validation if declared.validation != "ValidationException" else None
        return replace(style, validation_code="ValidationException", validation_query_code=query_code)
    if style.undeclared_code in declared.own:
        return replace(style, validation_code=str(style.undeclared_code))
    if style.fallback_code is not None:
        return replace(style, validation_code=style.fallback_code)
    return style


def raise_invalid(service: str, reader: InputReader, operation: OperationModel | None = None) -> None:
    if reader.type_error is None and not reader.errors and not reader.missing:
        return  # a valid request (every request but a few): nothing to word
    style = style_for(service, operation)
    if style.nested_missing and any(_nested_null(error) for error in reader.errors):
        raise AwsError(style.nested_missing[0], style.nested_missing[1], status=400)
    if style.missing_code and reader.missing:
        name = reader.missing[0]
        raise AwsError(style.missing_code, style.missing_message.format(name=name), status=400)
    for path in style.provider_checked:
        reader.errors = [e for e in reader.errors if f" at '{path}' failed to satisfy" not in e]
    if style.missing_code and not style.check_constraints:
        reader.errors = [e for e in reader.errors if "must not be null" not in e]
    try:
        reader.raise_if_invalid(style.validation_code, style.serialization_code)
    except AwsError as error:
        if style.validation_query_code is not None and error.code == style.validation_code:
            error.query_code = style.validation_query_code
        raise


def _nested_null(error: str) -> bool:
    """Whether a reader's error is a required member missing below the top level (``Value null at 'a.b'``)."""
    if not error.startswith("Value null at '") or "Member must not be null" not in error:
        return False
    return "." in error[len("Value null at '") :].split("'", 1)[0]


@dataclass(frozen=True, slots=True)
class _Declared:
    """An operation's declared errors: every shape name and wire code but ValidationException's
    (``own``), and ValidationException's wire code when it declares that shape (``validation``)."""

    own: frozenset[str]
    validation: str | None


def _errors_of(operation: OperationModel) -> _Declared:
    found = _ERRORS.get(operation.name)
    if found is None or found[0] is not operation:
        own: set[str] = set()
        validation = None
        for shape in operation.error_shapes:
            code = str((shape.metadata.get("error") or {}).get("code", shape.name))
            if shape.name == "ValidationException":
                validation = code
            else:
                own.update((shape.name, code))
        found = (operation, _Declared(frozenset(own), validation))
        _ERRORS[operation.name] = found
    return found[1]


_ERRORS: dict[str, tuple[OperationModel, _Declared]] = {}


def codes_for(service: str) -> ValidationStyle:
    """The service's validation and serialization error codes."""
    return STYLES.get(service, DEFAULT)


def unencodable_text(service: str, exc: UnicodeEncodeError) -> AwsError:
    """The service's validation error for request text with no UTF-8 form: a lone surrogate, which a
    JSON document can carry as an escape (``"\\ud800"``) but no store or answer can hold."""
    bad = exc.object[exc.start : exc.end] if isinstance(exc.object, str) else ""
    point = ord(bad[0]) if bad else 0xD800
    if 0xD800 <= point <= 0xDFFF:
        message = f"A string in the request holds a lone surrogate (U+{point:04X}): it is not Unicode text."
    else:
        message = (
            f"A string in the request holds a character (U+{point:04X}) that this parameter cannot carry."
        )
    return AwsError(codes_for(service).validation_code, message, status=400)
