import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadConfig } from './config.ts';

describe('PUBLIC_URL', () => {
  test('defaults to the bff on localhost, on PORT when it is set', () => {
    assert.equal(loadConfig({}).publicUrl, 'http://localhost:3000');
    assert.equal(loadConfig({ PORT: '3005' }).publicUrl, 'http://localhost:3005');
  });

  test('keeps an origin and a path prefix, without the trailing slash', () => {
    assert.equal(
      loadConfig({ PUBLIC_URL: 'https://www.mobilni-svet.example/' }).publicUrl,
      'https://www.mobilni-svet.example',
    );
    assert.equal(
      loadConfig({ PUBLIC_URL: ' https://shop.example/cz/ ' }).publicUrl,
      'https://shop.example/cz',
    );
  });

  test('refuses anything but an absolute http(s) URL', () => {
    for (const value of ['shop.example', 'ftp://shop.example', '/relative']) {
      assert.throws(
        () => loadConfig({ PUBLIC_URL: value }),
        /PUBLIC_URL must be an absolute http\(s\) URL/,
        value,
      );
    }
  });
});

describe('API_HOST', () => {
  test('binds the api to loopback by default: only the bff on this machine reaches it', () => {
    assert.equal(loadConfig({}).host, '127.0.0.1');
  });

  test('takes another interface when set', () => {
    assert.equal(loadConfig({ API_HOST: '0.0.0.0' }).host, '0.0.0.0');
    assert.equal(loadConfig({ API_HOST: ' ::1 ' }).host, '::1');
  });
});

describe('TRUST_PROXY', () => {
  test('trusts the forwarded address only from loopback (the local bff) by default', () => {
    assert.equal(loadConfig({}).trustProxy, 'loopback');
  });

  test('takes a list of proxies, a hop count, or false for none', () => {
    assert.equal(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.5' }).trustProxy, 'loopback, 10.0.0.5');
    assert.equal(loadConfig({ TRUST_PROXY: '1' }).trustProxy, 1);
    assert.equal(loadConfig({ TRUST_PROXY: 'false' }).trustProxy, false);
  });

  test('refuses "true", which would let any caller choose its address', () => {
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), /TRUST_PROXY=true would trust any client/);
  });
});

describe('S3 uploads', () => {
  const s3 = {
    S3_ENDPOINT: 'https://s3.eu-central-1.amazonaws.com/',
    S3_BUCKET: 'shop-uploads',
    S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
    S3_SECRET_ACCESS_KEY: 'secret',
  };

  test('unset: uploads stay on the disk under DATA_DIR', () => {
    assert.equal(loadConfig({}).s3, undefined);
  });

  test('all four set: the bucket, region us-east-1 unless S3_REGION says otherwise', () => {
    assert.deepEqual(loadConfig(s3).s3, {
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'shop-uploads',
      region: 'us-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
    });
    assert.equal(loadConfig({ ...s3, S3_REGION: 'eu-central-1' }).s3?.region, 'eu-central-1');
  });

  test('half a configuration is refused, naming what is missing', () => {
    assert.throws(() => loadConfig({ ...s3, S3_BUCKET: ' ' }), /missing: S3_BUCKET/);
    assert.throws(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT must be an absolute/);
  });
});

describe('JOB_WORKERS', () => {
  test('jobs are worked in the api process by default, or only queued with "off"', () => {
    assert.equal(loadConfig({}).jobWorkers, 'in-process');
    assert.equal(loadConfig({ JOB_WORKERS: 'off', DATABASE_URL: 'postgres://db/shop' }).jobWorkers, 'off');
    assert.throws(() => loadConfig({ JOB_WORKERS: 'off' }), /JOB_WORKERS=off needs DATABASE_URL/);
    assert.throws(
      () => loadConfig({ JOB_WORKERS: 'separate' }),
      /JOB_WORKERS must be one of in-process, off/,
    );
  });
});
