"""A delivery stream's destination as labcloud serves it: S3 (``S3DestinationConfiguration``, deprecated),
ExtendedS3, HttpEndpoint and AmazonOpenSearchServerless (each of the last two with its S3 backup
configuration), checked as AWS checks them and stored with AWS's defaults filled in.

Every other destination and every setting labcloud does not carry out (format conversion, dynamic
partitioning, S3 backup, ZIP/Snappy, time zones other than UTC, processors other than Lambda and
AppendDelimiterToRecord) is refused with InvalidArgumentException naming it, never stored and ignored.
"""

from __future__ import annotations

import copy
from typing import Any
from urllib.parse import urlsplit

from labcloud import loopback
from labcloud.services.firehose import errors, prefixes

OTHER_DESTINATIONS = {
    "Redshift": "the Amazon Redshift destination",
    "Elasticsearch": "the Amazon OpenSearch Service (Elasticsearch) destination",
    "Amazonopensearchservice": "the Amazon OpenSearch Service destination",
    "Splunk": "the Splunk destination",
    "Snowflake": "the Snowflake destination",
    "Iceberg": "the Apache Iceberg Tables destination",
}
COMPRESSIONS = ("UNCOMPRESSED", "GZIP")
DEFAULT_SIZE_MB = 5
DEFAULT_INTERVAL_S = 300
MIB = 1024 * 1024
PROCESSOR_PARAMETERS = {
    "Lambda": ("LambdaArn", "NumberOfRetries", "RoleArn", "BufferSizeInMBs", "BufferIntervalInSeconds"),
    "AppendDelimiterToRecord": (),
}


def _enabled(setting: Any) -> bool:
    """A setting block counts as on unless it says ``Enabled: false``."""
    return isinstance(setting, dict) and bool(setting) and setting.get("Enabled", True) is not False


def _check_processing(processing: dict[str, Any]) -> None:
    if not processing.get("Enabled"):
        return
    for processor in processing.get("Processors") or []:
        kind = processor["Type"]
        if kind not in PROCESSOR_PARAMETERS:
            raise errors.unsupported(f"the {kind} processor (ProcessingConfiguration)")
        given = {p["ParameterName"]: p["ParameterValue"] for p in processor.get("Parameters") or []}
        for name in given:
            if name not in PROCESSOR_PARAMETERS[kind]:
                raise errors.invalid_argument(f"Parameter {name} is not valid for processor type {kind}.")
        if kind == "Lambda":
            if not given.get("LambdaArn"):
                raise errors.invalid_argument("LambdaArn is a required parameter for processor type Lambda.")
            for name, low, high in (
                ("NumberOfRetries", 0, 300),
                ("BufferSizeInMBs", 1, 3),
                ("BufferIntervalInSeconds", 60, 900),
            ):
                if name in given:
                    value = given[name]
                    if not value.isdigit() or not low <= int(value) <= high:
                        raise errors.invalid_argument(
                            f"{name} must be an integer between {low} and {high}, got {value!r}."
                        )


def _check_logging(options: dict[str, Any] | None) -> None:
    if (
        options
        and options.get("Enabled")
        and not (options.get("LogGroupName") and options.get("LogStreamName"))
    ):
        raise errors.invalid_argument(
            "LogGroupName and LogStreamName are required when CloudWatch logging is enabled."
        )


def normalized(config: dict[str, Any], *, extended: bool) -> dict[str, Any]:
    """The stored ExtendedS3 configuration of a create's S3/ExtendedS3 configuration."""
    out = copy.deepcopy(config)
    hints = out.setdefault("BufferingHints", {})
    hints.setdefault("SizeInMBs", DEFAULT_SIZE_MB)
    hints.setdefault("IntervalInSeconds", DEFAULT_INTERVAL_S)
    out.setdefault("CompressionFormat", "UNCOMPRESSED")
    out.setdefault("EncryptionConfiguration", {"NoEncryptionConfig": "NoEncryption"})
    out.setdefault("CloudWatchLoggingOptions", {"Enabled": False})
    out.setdefault("Prefix", "")
    if extended:
        out.setdefault("S3BackupMode", "Disabled")
    check(out)
    return out


def check(config: dict[str, Any]) -> None:
    if config.get("CompressionFormat", "UNCOMPRESSED") not in COMPRESSIONS:
        raise errors.unsupported(
            f"CompressionFormat {config['CompressionFormat']} (only UNCOMPRESSED and GZIP)"
        )
    if _enabled(config.get("DataFormatConversionConfiguration")):
        raise errors.unsupported("DataFormatConversionConfiguration (record format conversion)")
    if _enabled(config.get("DynamicPartitioningConfiguration")):
        raise errors.unsupported("DynamicPartitioningConfiguration (dynamic partitioning)")
    if config.get("S3BackupMode", "Disabled") != "Disabled" or config.get("S3BackupConfiguration"):
        raise errors.unsupported("S3BackupMode Enabled (source record backup)")
    if config.get("CustomTimeZone") not in (None, "", "UTC"):
        raise errors.unsupported(f"CustomTimeZone {config['CustomTimeZone']} (only UTC)")
    encryption = config.get("EncryptionConfiguration") or {}
    if encryption.get("NoEncryptionConfig") and encryption.get("KMSEncryptionConfig"):
        raise errors.invalid_argument(
            "EncryptionConfiguration cannot specify both NoEncryptionConfig and KMSEncryptionConfig."
        )
    _check_processing(config.get("ProcessingConfiguration") or {})
    _check_logging(config.get("CloudWatchLoggingOptions"))
    prefixes.check(str(config.get("Prefix") or ""), str(config.get("ErrorOutputPrefix") or ""))


def merged(current: dict[str, Any], update: dict[str, Any]) -> dict[str, Any]:
    """UpdateDestination on the same destination type: the given members replace the current ones."""
    out = copy.deepcopy(current)
    for key, value in update.items():
        if key == "BufferingHints":
            out["BufferingHints"] = {**out.get("BufferingHints", {}), **value}
        elif key == "S3BackupUpdate":
            out["S3BackupConfiguration"] = value
        else:
            out[key] = copy.deepcopy(value)
    check(out)
    return out


def lambda_processor(config: dict[str, Any]) -> dict[str, str] | None:
    """The Lambda processor's parameters when processing is on (None: no Lambda transformation)."""
    processing = config.get("ProcessingConfiguration") or {}
    if not processing.get("Enabled"):
        return None
    for processor in processing.get("Processors") or []:
        if processor["Type"] == "Lambda":
            return {p["ParameterName"]: p["ParameterValue"] for p in processor.get("Parameters") or []}
    return None


def appends_delimiter(config: dict[str, Any]) -> bool:
    processing = config.get("ProcessingConfiguration") or {}
    return bool(processing.get("Enabled")) and any(
        p["Type"] == "AppendDelimiterToRecord" for p in processing.get("Processors") or []
    )


def is_http(config: dict[str, Any]) -> bool:
    return "EndpointConfiguration" in config


def is_aoss(config: dict[str, Any]) -> bool:
    return "CollectionEndpoint" in config


def backup_of(config: dict[str, Any]) -> dict[str, Any]:
    """The S3 configuration records are written with: the destination itself, or the backup bucket's of an
    HTTP endpoint or an OpenSearch Serverless collection."""
    return dict(config["S3Configuration"]) if is_http(config) or is_aoss(config) else config


def role_of(config: dict[str, Any]) -> str:
    """The role the stream acts as (an HTTP endpoint's RoleARN is optional: its S3 backup's role then)."""
    return str(config.get("RoleARN") or backup_of(config)["RoleARN"])


def bucket_of(config: dict[str, Any]) -> str:
    return str(backup_of(config)["BucketARN"]).split(":::", 1)[1]


HTTP_BACKUP_MODES = ("FailedDataOnly", "AllData")
HTTP_ENCODINGS = ("NONE", "GZIP")
DEFAULT_RETRY_S = 300
MAX_COMMON_ATTRIBUTES = 50


#: AWS's pattern for an endpoint's Url (HTTPS only); labcloud also takes http:// on a loopback host.
HTTPS_PATTERN = "https://.*"


def _check_http(config: dict[str, Any], member: str) -> None:
    """``member``: the request's member holding the configuration (as AWS's messages name it)."""
    endpoint = config["EndpointConfiguration"]
    url = str(endpoint.get("Url") or "")
    scheme, _, rest = url.partition("://")
    if scheme == "http" and not _on_this_machine(url):
        # the model's pattern, relaxed for local receivers only (protocol/model_fixes.py)
        raise errors.validation(
            f"Value at '{member}.endpointConfiguration.url' failed to satisfy constraint:"
            f" Member must satisfy regular expression pattern: {HTTPS_PATTERN}"
        )
    if scheme not in ("http", "https") or not rest:
        raise invalid_url(url)
    if len(str(endpoint.get("AccessKey") or "")) > 4096:
        raise errors.invalid_argument("AccessKey must be at most 4096 characters.")
    if any(ch in str(endpoint.get("AccessKey") or "") for ch in "\r\n"):
        raise errors.invalid_argument("AccessKey must not contain line breaks (it is sent as a header).")
    if config.get("S3BackupMode") not in HTTP_BACKUP_MODES:
        raise errors.invalid_argument(
            f"S3BackupMode {config.get('S3BackupMode')} is not valid for an HTTP endpoint destination"
            " (FailedDataOnly or AllData)."
        )
    request = config.get("RequestConfiguration") or {}
    if request.get("ContentEncoding", "NONE") not in HTTP_ENCODINGS:
        raise errors.invalid_argument(
            f"ContentEncoding {request['ContentEncoding']} is not valid (NONE or GZIP)."
        )
    names = [str(a["AttributeName"]) for a in request.get("CommonAttributes") or []]
    if len(names) > MAX_COMMON_ATTRIBUTES:
        raise errors.invalid_argument(f"At most {MAX_COMMON_ATTRIBUTES} CommonAttributes are allowed.")
    if len(set(names)) != len(names):
        raise errors.invalid_argument("CommonAttributes names must be unique.")
    secret = config.get("SecretsManagerConfiguration") or {}
    if secret.get("Enabled") and not secret.get("SecretARN"):
        raise errors.invalid_argument("SecretARN is required when SecretsManagerConfiguration is enabled.")
    _check_processing(config.get("ProcessingConfiguration") or {})
    _check_logging(config.get("CloudWatchLoggingOptions"))
    check(config["S3Configuration"])


def _on_this_machine(url: str) -> bool:
    """A loopback host (a local receiver, or an API's ``<api-id>.execute-api.localhost`` URL)."""
    try:
        host = urlsplit(url).hostname or ""
    except ValueError:
        return False
    return loopback.is_loopback(host)


def secret_of(config: dict[str, Any]) -> dict[str, Any] | None:
    """The enabled SecretsManagerConfiguration of an HTTP endpoint (its secret's ``api_key`` is the access
    key, ahead of EndpointConfiguration.AccessKey), else None."""
    secret = config.get("SecretsManagerConfiguration") or {}
    return dict(secret) if secret.get("Enabled") else None


def invalid_url(url: str) -> Exception:
    return errors.invalid_argument(f"Url {url} is not a valid http(s) URL for an HTTP endpoint destination.")


def http_normalized(given: dict[str, Any]) -> dict[str, Any]:
    """The stored HttpEndpointDestinationConfiguration of a create's, with AWS's defaults."""
    out = copy.deepcopy(given)
    hints = out.setdefault("BufferingHints", {})
    hints.setdefault("SizeInMBs", DEFAULT_SIZE_MB)
    hints.setdefault("IntervalInSeconds", DEFAULT_INTERVAL_S)
    out.setdefault("CloudWatchLoggingOptions", {"Enabled": False})
    out.setdefault("RequestConfiguration", {}).setdefault("ContentEncoding", "NONE")
    out.setdefault("RetryOptions", {}).setdefault("DurationInSeconds", DEFAULT_RETRY_S)
    out.setdefault("S3BackupMode", "FailedDataOnly")
    out["S3Configuration"] = normalized(dict(out["S3Configuration"]), extended=False)
    _check_http(out, "httpEndpointDestinationConfiguration")
    return out


def http_merged(current: dict[str, Any], update: dict[str, Any]) -> dict[str, Any]:
    """UpdateDestination with an HttpEndpointDestinationUpdate: the given members replace the current ones
    (an EndpointConfiguration without an AccessKey keeps the current key, as the key is never answered)."""
    out = copy.deepcopy(current)
    for key, value in update.items():
        if key == "S3Update":
            out["S3Configuration"] = merged(out["S3Configuration"], dict(value))
        elif key == "BufferingHints":
            out["BufferingHints"] = {**out.get("BufferingHints", {}), **value}
        elif key == "EndpointConfiguration":
            endpoint = copy.deepcopy(dict(value))
            if "AccessKey" not in endpoint and "AccessKey" in out["EndpointConfiguration"]:
                endpoint["AccessKey"] = out["EndpointConfiguration"]["AccessKey"]
            out["EndpointConfiguration"] = endpoint
        else:
            out[key] = copy.deepcopy(value)
    _check_http(out, "httpEndpointDestinationUpdate")
    return out


def http_description(config: dict[str, Any]) -> dict[str, Any]:
    """HttpEndpointDestinationDescription: the endpoint's Url and Name (never its AccessKey)."""
    out = copy.deepcopy(config)
    endpoint = out.pop("EndpointConfiguration")
    out["EndpointConfiguration"] = {k: endpoint[k] for k in ("Url", "Name") if k in endpoint}
    out["S3DestinationDescription"] = s3_description(out.pop("S3Configuration"))
    return out


def s3_description(config: dict[str, Any]) -> dict[str, Any]:
    """The (deprecated) S3DestinationDescription AWS also answers for an ExtendedS3 destination."""
    keys = (
        "RoleARN",
        "BucketARN",
        "Prefix",
        "ErrorOutputPrefix",
        "BufferingHints",
        "CompressionFormat",
        "EncryptionConfiguration",
        "CloudWatchLoggingOptions",
    )
    return {key: copy.deepcopy(config[key]) for key in keys if key in config}


def extended_description(config: dict[str, Any]) -> dict[str, Any]:
    out = copy.deepcopy(config)
    backup = out.pop("S3BackupConfiguration", None)
    if backup:
        out["S3BackupDescription"] = backup
    return out


AOSS_BACKUP_MODES = ("FailedDocumentsOnly", "AllDocuments")


def aoss_normalized(given: dict[str, Any]) -> dict[str, Any]:
    """The stored AmazonOpenSearchServerlessDestinationConfiguration of a create's, with AWS's defaults.
    A VpcConfiguration is refused: labcloud has one loopback network and no VPC endpoints to route by."""
    out = copy.deepcopy(given)
    if out.get("VpcConfiguration"):
        raise errors.unsupported("VpcConfiguration of an OpenSearch Serverless destination")
    hints = out.setdefault("BufferingHints", {})
    hints.setdefault("SizeInMBs", DEFAULT_SIZE_MB)
    hints.setdefault("IntervalInSeconds", DEFAULT_INTERVAL_S)
    out.setdefault("CloudWatchLoggingOptions", {"Enabled": False})
    out.setdefault("RetryOptions", {}).setdefault("DurationInSeconds", DEFAULT_RETRY_S)
    out.setdefault("S3BackupMode", "FailedDocumentsOnly")
    if out["S3BackupMode"] not in AOSS_BACKUP_MODES:
        raise errors.invalid_argument(
            f"S3BackupMode {out['S3BackupMode']} is not valid for an OpenSearch Serverless destination"
            " (FailedDocumentsOnly or AllDocuments)."
        )
    out["S3Configuration"] = normalized(dict(out["S3Configuration"]), extended=False)
    _check_processing(out.get("ProcessingConfiguration") or {})
    _check_logging(out.get("CloudWatchLoggingOptions"))
    return out


def aoss_description(config: dict[str, Any]) -> dict[str, Any]:
    """AmazonOpenSearchServerlessDestinationDescription."""
    out = copy.deepcopy(config)
    out["S3DestinationDescription"] = s3_description(out.pop("S3Configuration"))
    return out
