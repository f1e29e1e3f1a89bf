// CSS Modules (rspack `type: 'css/module'`); jest maps them to identity-obj-proxy.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
