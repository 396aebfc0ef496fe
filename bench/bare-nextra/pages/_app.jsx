// The custom App that Nextra 3 requires (its "Start as a new project" guide), with nothing added.
export default function App({ Component, pageProps }) {
  return <Component {...pageProps} />;
}
