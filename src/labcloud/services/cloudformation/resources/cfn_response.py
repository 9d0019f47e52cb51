"""The helper module CloudFormation places beside inline (``ZipFile``) function code: ``cfnresponse`` for
Python, ``cfn-response`` for Node.js, each with ``SUCCESS``, ``FAILED`` and ``send(event, context, status,
data, physical_id, no_echo)``, which PUTs the custom resource's response to the event's ``ResponseURL``.

AWS documents the module as present only for code given in ``ZipFile`` (and SAM's ``InlineCode``), not
for code in S3, and so does labcloud. These are labcloud's own sources of the documented interface.
"""

from __future__ import annotations

#: ``cfnresponse.py``: the standard library only, as the functions' own Python needs nothing else.
PYTHON = '''"""Send a custom resource's response to CloudFormation (labcloud's cfnresponse)."""
import json
import urllib.request

SUCCESS = "SUCCESS"
FAILED = "FAILED"


def send(event, context, responseStatus, responseData, physicalResourceId=None, noEcho=False, reason=None):
    stream = getattr(context, "log_stream_name", "") or ""
    body = json.dumps(
        {
            "Status": responseStatus,
            "Reason": reason or "See CloudWatch Logs, log stream " + stream,
            "PhysicalResourceId": physicalResourceId or stream,
            "StackId": event["StackId"],
            "RequestId": event["RequestId"],
            "LogicalResourceId": event["LogicalResourceId"],
            "NoEcho": bool(noEcho),
            "Data": responseData,
        }
    ).encode()
    request = urllib.request.Request(
        event["ResponseURL"], data=body, method="PUT", headers={"content-type": ""}
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            print("cfnresponse: CloudFormation answered " + str(answer.status))
    except Exception as error:  # noqa: BLE001 - logged, as the module AWS documents does
        print("cfnresponse: sending the response failed: " + str(error))
'''

#: ``cfn-response.js``: CommonJS, found through NODE_PATH (which ends with the function's folder).
NODE = """// Send a custom resource's response to CloudFormation (labcloud's cfn-response).
'use strict';
exports.SUCCESS = 'SUCCESS';
exports.FAILED = 'FAILED';
exports.send = function (event, context, responseStatus, responseData, physicalResourceId, noEcho) {
  const stream = (context && context.logStreamName) || '';
  const body = JSON.stringify({
    Status: responseStatus,
    Reason: 'See CloudWatch Logs, log stream ' + stream,
    PhysicalResourceId: physicalResourceId || stream,
    StackId: event.StackId,
    RequestId: event.RequestId,
    LogicalResourceId: event.LogicalResourceId,
    NoEcho: noEcho || false,
    Data: responseData,
  });
  const target = new URL(event.ResponseURL);
  const client = target.protocol === 'https:' ? require('https') : require('http');
  return new Promise((resolve) => {
    const finish = () => {
      if (context && typeof context.done === 'function') context.done();
      resolve();
    };
    const request = client.request(
      target,
      { method: 'PUT', headers: { 'content-type': '', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        console.log('cfn-response: CloudFormation answered ' + response.statusCode);
        response.resume();
        response.on('end', finish);
      },
    );
    request.on('error', (error) => {
      console.log('cfn-response: sending the response failed: ' + error);
      finish();
    });
    request.end(body);
  });
};
"""


def helper(runtime: str) -> tuple[str, str] | None:
    """(file name, source) of the helper for ``runtime``'s inline code, or None."""
    if runtime.startswith("python"):
        return "cfnresponse.py", PYTHON
    if runtime.startswith("nodejs"):
        return "cfn-response.js", NODE
    return None
