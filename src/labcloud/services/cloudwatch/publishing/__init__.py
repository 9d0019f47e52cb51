"""How the emulated services publish their CloudWatch metrics (AWS/Lambda, AWS/SQS, AWS/DynamoDB, AWS/Events, AWS/Scheduler, Pipes,
AWS/ApplicationELB, AWS/Route53, AWS/CertificateManager, AWS/ACMPrivateCA, AWS/CloudFront, AWS/AppSync, AWS/S3, AWS/IoT, AWS/EFS,
AWS/WAFV2, AWS/AOSS, and ECR's CallCount in AWS/Usage).

One mechanism, three feeds into one :class:`~.recorder.Recorder`: a pipeline step observes SQS and
DynamoDB requests (:mod:`.sqs`, :mod:`.dynamodb`), an event-bus listener turns Lambda invocation
events into metrics (:mod:`.lambda_`; EventBridge's delivery events likewise, :mod:`.events`), and a sampler reads gauges other services offer through their ``interfaces.py`` (queue depths,
Route 53 health check statuses, target health counts, certificates' expiry, S3's daily storage totals,
EFS file systems' sizes); S3's request metrics are a pipeline step too (:mod:`.s3`), IoT's from its events. The providers themselves
publish nothing.
"""
